import { describe, expect, it } from 'vitest';
import { baseInspirationOf, promptFromNavigation, themeFromNavigation } from './themeRoute';
import { THEMES } from './themes';

const query = (text: string) => new URLSearchParams(text);
const [first, second] = THEMES;

describe('the theme an editor route starts from', () => {
  it('reads /instant state as a theme object, its number or slug, else ?theme=', () => {
    expect(themeFromNavigation({ theme: { slug: first!.slug } }, query(''))?.id).toBe(first!.id);
    expect(themeFromNavigation({ theme: second!.id }, query(''))?.id).toBe(second!.id);
    expect(themeFromNavigation(null, query(`theme=${second!.slug}`))?.id).toBe(second!.id);
    expect(themeFromNavigation({ theme: { slug: 'no-such-theme' } }, query(''))).toBeUndefined();
  });

  it('takes baseInspirationId from the query or the state, as a number only', () => {
    expect(baseInspirationOf(null, query(`baseInspirationId=${second!.id}`))?.id).toBe(second!.id);
    expect(baseInspirationOf({ baseInspirationId: first!.id }, query(''))?.id).toBe(first!.id);
    expect(baseInspirationOf(null, query(`baseInspirationId=${first!.slug}`))).toBeUndefined();
    expect(baseInspirationOf(null, query('baseInspirationId=999999'))).toBeUndefined();
    expect(baseInspirationOf(null, query(''))).toBeUndefined();
  });

  it("reads a party idea's cover words from the state, trimmed, only when there are some", () => {
    expect(promptFromNavigation({ prompt: '  Halloween party, Van Gogh  ' })).toBe(
      'Halloween party, Van Gogh',
    );
    expect(promptFromNavigation({ prompt: '   ' })).toBeUndefined();
    expect(promptFromNavigation({ prompt: 42 })).toBeUndefined();
    expect(promptFromNavigation(null)).toBeUndefined();
    expect(promptFromNavigation({ prompt: 'x'.repeat(2000) })).toHaveLength(1000);
  });
});
