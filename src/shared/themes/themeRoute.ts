import { findTheme, type Theme } from './themes';

// Which theme an editor route starts from (spec section 2): /instant carries it in navigation state (a theme, its
// number or slug) or in ?theme=; /event/create takes the route parameter baseInspirationId (an inspiration is a
// theme of the catalogue, numbered alike) in the query or in navigation state. Anything unknown is no theme.

type Params = { get(name: string): string | null };

/** The theme in navigation state (a theme object, its number or slug), else in the query's `theme`. */
export function themeFromNavigation(state: unknown, query: Params): Theme | undefined {
  const value = (state as { theme?: unknown } | null)?.theme;
  if (typeof value === 'object' && value !== null) {
    const record = value as { id?: unknown; slug?: unknown; title?: unknown };
    return (
      findTheme(typeof record.slug === 'string' ? record.slug : undefined) ??
      findTheme(typeof record.id === 'number' ? record.id : undefined) ??
      findTheme(typeof record.title === 'string' ? record.title : undefined)
    );
  }
  if (typeof value === 'string' || typeof value === 'number') return findTheme(value);
  return findTheme(query.get('theme'));
}

/** The inspiration /event/create was opened from: ?baseInspirationId=N or state { baseInspirationId: N }. */
export function baseInspirationOf(state: unknown, query: Params): Theme | undefined {
  const fromState = (state as { baseInspirationId?: unknown } | null)?.baseInspirationId;
  const raw =
    typeof fromState === 'number' || typeof fromState === 'string'
      ? String(fromState)
      : query.get('baseInspirationId');
  // Only a number names an inspiration; a slug or title here is not the route parameter.
  return raw && /^\d+$/.test(raw.trim()) ? findTheme(Number(raw.trim())) : undefined;
}

/** A party idea's words for a cover (navigation state prompt, from the landing page's idea), if any. */
export function promptFromNavigation(state: unknown): string | undefined {
  const value = (state as { prompt?: unknown } | null)?.prompt;
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 1000) : undefined;
}
