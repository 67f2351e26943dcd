import { EVENT_MESSAGES } from '../events/copy';
import { z } from 'zod';
import { textSchema } from '../common/schema';

/** ThemeService.getEventDescription: the editor's 'Generate AI description' (needs a title). */
export const getEventDescriptionInput = z.object({
  eventName: textSchema().trim().min(1, { error: EVENT_MESSAGES.invalidTitle }).max(200),
  prompt: textSchema().trim().max(1000).nullish(),
  theme: textSchema().trim().max(100).nullish(),
});
export type GetEventDescriptionInput = z.infer<typeof getEventDescriptionInput>;

export const getEventDescriptionOutput = z.object({ eventDescription: z.string() });
