// Rules of AI cover generation (spec sections 4, 5, 7 and 9): what is asked of the image model, when a request
// may go at all, what it costs, and how the 60-second wait is shown.
import { COINS_PER_IMAGE_GENERATION } from '../constants';
import { COVER_STYLE_PROMPTS, type CoverStyle } from './coverStyles';

/** Spec section 9: the wait is typically 30 s and lasts at most 60 s. */
export const IMAGE_GENERATION_TYPICAL_MS = 30_000;
export const IMAGE_GENERATION_WAIT_MS = 60_000;
/** Covers one generation gives to choose from. */
export const IMAGES_PER_GENERATION = 4;
/** The longest prompt a host may type. */
export const IMAGE_PROMPT_MAX = 1000;

export type CoverRequest = {
  eventName?: string | null;
  prompt?: string | null;
  useVerbatim?: boolean;
  style: CoverStyle;
};

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Spec section 5: a title or a prompt is needed before anything is generated. */
export function hasSubject(request: Pick<CoverRequest, 'eventName' | 'prompt'>): boolean {
  return clean(request.prompt).length > 0 || clean(request.eventName).length > 0;
}

/** The words that describe the picture: the prompt, else the party's title. */
export function coverSubject(request: Pick<CoverRequest, 'eventName' | 'prompt'>): string {
  return clean(request.prompt) || clean(request.eventName);
}

/**
 * The prompt sent to an image model. Verbatim sends the host's words alone; otherwise it asks for a square
 * invitation cover without lettering, in the chosen style.
 */
export function coverPrompt(request: CoverRequest): string {
  const prompt = clean(request.prompt);
  if (request.useVerbatim && prompt) return prompt;
  const subject = prompt || `a party called "${clean(request.eventName)}"`;
  const style = COVER_STYLE_PROMPTS[request.style];
  return [
    `A square cover picture for an invitation to ${subject}`,
    style ? `, ${style}` : '',
    '. Festive and inviting, one clear subject, no text or lettering.',
  ].join('');
}

/** Whether a balance pays for one generation. */
export const canAffordGeneration = (balance: number) => balance >= COINS_PER_IMAGE_GENERATION;

/**
 * The progress bar while waiting (0–100): brisk until the typical 30 s (80 %), then slower towards 60 s
 * (98 %), never full before the answer arrives.
 */
export function generationProgress(elapsedMs: number): number {
  const t = Math.max(0, elapsedMs);
  if (t <= IMAGE_GENERATION_TYPICAL_MS) return Math.round((t / IMAGE_GENERATION_TYPICAL_MS) * 80);
  const rest = Math.min(
    1,
    (t - IMAGE_GENERATION_TYPICAL_MS) / (IMAGE_GENERATION_WAIT_MS - IMAGE_GENERATION_TYPICAL_MS),
  );
  return Math.round(80 + rest * 18);
}
