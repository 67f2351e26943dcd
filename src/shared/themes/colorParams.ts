/** The query parameters that carry a link's default colours (base64 of '#RRGGBB'; coverColors.ts reads them). */
export const COLOR_PARAMS = { primary: 'primaryColor', text: 'textColor' } as const;
