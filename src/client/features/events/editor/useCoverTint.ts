// The party re-tints when its cover changes (spec sections 3, 7, 9): a new cover's palette becomes the party's
// colours under the chosen colour scheme (None keeps the cover's own; the fallback theme when the cover cannot
// be read). A tint picked afterwards on the Background tab still wins until the next cover.
import { useState } from 'react';
import type { EventColors } from '../../../../shared/events/schema';
import { type ColorScheme, schemeColors } from '../../../../shared/themes/coverColors';
import { log } from '../../../app/lib/log';
import { useCoverColorsMutation } from '../../images';
import type { EditorEvent } from './model';

type SetEvent = (update: (event: EditorEvent) => EditorEvent) => void;

export function useCoverTint(event: EditorEvent, setEvent: SetEvent) {
  const colorsOf = useCoverColorsMutation();
  const [scheme, setScheme] = useState<ColorScheme>('None');

  /** The cover's colours under `chosen`, applied while the cover is still the one they came from. */
  const tint = (photoUrl: string | null | undefined, chosen: ColorScheme) => {
    if (!photoUrl) {
      setEvent((e) => ({ ...e, colors: schemeColors(chosen, e.colors ?? null) }));
      return;
    }
    colorsOf.mutate(
      { photoUrl },
      {
        onSuccess: (result) =>
          setEvent((e) =>
            e.photoUrl === photoUrl
              ? { ...e, colors: schemeColors(chosen, result.colors as EventColors) }
              : e,
          ),
        onError: (error) => log.warn('Reading the colours of the cover failed', error),
      },
    );
  };

  const pickCover = (photoUrl: string, from: { themeId?: number; prompt?: string } = {}) => {
    setEvent((e) => ({
      ...e,
      photoUrl,
      ...(from.themeId ? { inspirationId: String(from.themeId) } : {}),
      ...(from.prompt ? { prompt: from.prompt } : {}),
    }));
    tint(photoUrl, scheme);
  };

  const changeScheme = (next: ColorScheme) => {
    setScheme(next);
    tint(event.photoUrl, next);
  };

  return { scheme, pickCover, changeScheme, tinting: colorsOf.isPending };
}
