export type DescriptionRequest = { eventName: string; prompt?: string | null; theme?: string | null };

/** Writes party text. The built-in writer uses templates; a later issue adds a real AI model behind this. */
export interface TextWriter {
  readonly name: string;
  eventDescription(request: DescriptionRequest): Promise<string>;
}
