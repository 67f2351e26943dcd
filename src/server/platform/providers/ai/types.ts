import type { CoverStyle } from '../../../../shared/images/coverStyles';

export type DescriptionRequest = {
  eventName: string;
  prompt?: string | null;
  theme?: string | null;
  /** Epoch ms; 0 or absent for none. */
  startTime?: number | null;
  timeZone?: string | null;
  /** The place as guests read it. */
  place?: string | null;
};

/** Writes party text: an invitation's description and keywords to search pictures with. */
export interface TextWriter {
  readonly name: string;
  eventDescription(request: DescriptionRequest, signal?: AbortSignal): Promise<string>;
  searchKeywords(prompt: string, signal?: AbortSignal): Promise<string[]>;
}

export type ImageRequest = {
  /** What the picture is of: the host's prompt, else the party's title. */
  subject: string;
  /** The whole instruction for an image model (coverPrompt). */
  prompt: string;
  style: CoverStyle;
  count: number;
};

export type Picture = { data: Buffer; contentType: string };

/** Paints cover pictures. Stops when `signal` aborts (the 60-second wait is over). */
export interface ImageGenerator {
  readonly name: string;
  generate(request: ImageRequest, signal: AbortSignal): Promise<Picture[]>;
}
