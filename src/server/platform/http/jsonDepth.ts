import type { RequestHandler } from 'express';

/**
 * Whether `value` nests arrays and objects more than `max` levels deep (a bare object or array is level 1).
 * Walked with a list instead of recursion: the point is to refuse bodies that would overflow the call stack of
 * whatever walks them later (tRPC serialises the parsed body again with JSON.stringify, which is recursive).
 */
export function exceedsJsonDepth(value: unknown, max: number): boolean {
  const pending: [node: unknown, depth: number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Our deepest input (a tRPC batch of a draft's location address, an RSVP song) is under 10 levels. */
export const JSON_MAX_DEPTH = 32;
export const JSON_TOO_DEEP = `The JSON body is nested too deeply (${JSON_MAX_DEPTH} levels at most).`;

/** After express.json: a body nested deeper than JSON_MAX_DEPTH goes to the error handler as a 400. */
export const limitJsonDepth: RequestHandler = (req, _res, next) => {
  if (!exceedsJsonDepth(req.body, JSON_MAX_DEPTH)) return next();
  next(Object.assign(new Error(JSON_TOO_DEEP), { status: 400, type: 'entity.too.deep' }));
};
