import { describe, expect, it } from 'vitest';
import { COINS_PER_IMAGE_GENERATION } from '../constants';
import { COVER_STYLE_PROMPTS, COVER_STYLES } from './coverStyles';
import { canAffordGeneration, coverPrompt, coverSubject, generationProgress, hasSubject } from './generation';

describe('cover styles', () => {
  it("are the spec's fifteen, in its order, each but None with its own words for the model", () => {
    expect(COVER_STYLES).toEqual([
      'Abstract Art',
      'Baroque',
      'Classical',
      'Cubist',
      'Fairy Tale',
      'Fantasy',
      'Gothic',
      'Noir',
      'Painterly',
      'Pop Art',
      'Renaissance',
      'Sophisticated',
      'Street Art',
      'Van Gogh',
      'None',
    ]);
    const words = COVER_STYLES.filter((s) => s !== 'None').map((s) => COVER_STYLE_PROMPTS[s]);
    expect(new Set(words).size).toBe(14);
    expect(COVER_STYLE_PROMPTS.None).toBe('');
  });
});

describe('coverPrompt', () => {
  it('asks for a square cover of the prompt in the style, without lettering', () => {
    const text = coverPrompt({ prompt: '  tacos and a piñata ', style: 'Pop Art', eventName: 'Fiesta' });
    expect(text).toContain('invitation to tacos and a piñata');
    expect(text).toContain(COVER_STYLE_PROMPTS['Pop Art']);
    expect(text).toContain('no text or lettering');
    expect(text).not.toContain('Fiesta');
  });
  it('falls back to the title, and adds nothing for the None style', () => {
    const text = coverPrompt({ eventName: "Sam's 30th", style: 'None' });
    expect(text).toContain('a party called "Sam\'s 30th"');
    expect(text).not.toMatch(/, \./);
  });
  it('sends a verbatim prompt as typed (whitespace tidied), but only when there is one', () => {
    expect(coverPrompt({ prompt: 'a red fox   in snow', useVerbatim: true, style: 'Noir' })).toBe(
      'a red fox in snow',
    );
    expect(coverPrompt({ eventName: 'Gala', useVerbatim: true, style: 'Noir' })).toContain(
      'a party called "Gala"',
    );
  });
});

describe('hasSubject and coverSubject', () => {
  it('need a title or a prompt that is not blank', () => {
    expect(hasSubject({ eventName: ' ', prompt: '\n' })).toBe(false);
    expect(hasSubject({ eventName: 'Gala' })).toBe(true);
    expect(hasSubject({ prompt: 'owls' })).toBe(true);
    expect(coverSubject({ eventName: 'Gala', prompt: 'owls at night' })).toBe('owls at night');
    expect(coverSubject({ eventName: ' Gala ', prompt: '' })).toBe('Gala');
  });
});

describe('canAffordGeneration', () => {
  it('takes a balance of at least one generation', () => {
    expect(canAffordGeneration(COINS_PER_IMAGE_GENERATION)).toBe(true);
    expect(canAffordGeneration(COINS_PER_IMAGE_GENERATION - 1)).toBe(false);
  });
});

describe('generationProgress', () => {
  it('climbs to 80 % by the typical 30 s, then slowly, never reaching 100 % while waiting', () => {
    expect(generationProgress(0)).toBe(0);
    expect(generationProgress(15_000)).toBe(40);
    expect(generationProgress(30_000)).toBe(80);
    expect(generationProgress(45_000)).toBe(89);
    expect(generationProgress(60_000)).toBe(98);
    expect(generationProgress(600_000)).toBe(98);
    expect(generationProgress(-5)).toBe(0);
  });
});
