// The theme catalogue's menu (spec section 3): main categories and their sub-categories. Apart from the
// themes themselves (themes.ts), so a page that only draws the menu does not load the whole catalogue.

export const THEME_CATEGORIES = ['Parties', 'Adult Birthday', 'Kids Birthday', 'Wedding', 'Baby'] as const;
export type ThemeCategory = (typeof THEME_CATEGORIES)[number];

export const THEME_SUB_CATEGORIES = [
  'Holidays',
  'Entertaining & Celebrations',
  'Themed Parties',
  'Sports and Activities',
  'Birthday Themes',
  'General birthdays',
  'Showers & Parties',
  'Wedding Weekend',
  'Baby Shower',
  'Specialty Showers',
] as const;
export type ThemeSubCategory = (typeof THEME_SUB_CATEGORIES)[number];

/** Which sub-categories each main category lists, in menu order. */
export const CATEGORY_MENU: Record<ThemeCategory, readonly ThemeSubCategory[]> = {
  Parties: ['Holidays', 'Entertaining & Celebrations', 'Themed Parties', 'Sports and Activities'],
  'Adult Birthday': ['Birthday Themes', 'General birthdays'],
  'Kids Birthday': ['Birthday Themes', 'General birthdays'],
  Wedding: ['Showers & Parties', 'Wedding Weekend'],
  Baby: ['Baby Shower', 'Specialty Showers'],
};
