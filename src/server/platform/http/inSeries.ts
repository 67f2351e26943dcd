import type { RequestHandler } from 'express';

/** Handlers run one after the other as one: the first error, or the end of the list, goes to `next`. */
export function inSeries(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (err?: unknown) => {
      if (err) return next(err);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        const returned: unknown = handler(req, res, step);
        if (returned instanceof Promise) returned.catch(next);
      } catch (error) {
        next(error);
      }
    };
    step();
  };
}
