import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';

/** What was wrong with a multipart body: a file over the limit (413), or anything else about its shape (400). */
export type UploadFailure = 'tooLarge' | 'malformed';

/** The one limit a reader can act on is the file's size; everything else multer or busboy reports is the shape. */
export function uploadFailureOf(err: unknown): UploadFailure {
  return err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE' ? 'tooLarge' : 'malformed';
}

/**
 * What admitAtFile hands multer when it did not let a file be read: the refusal it already answered (no
 * `failure`), or an error of ours (a database that is down) for the app's 500 handler. Neither is the caller's
 * malformed body, which is what readMultipart otherwise takes multer's errors for.
 */
export class UploadDecided extends Error {
  constructor(readonly failure?: unknown) {
    super('upload decided before its file was read');
  }
}

/**
 * A multer fileFilter for an upload whose caller is named by fields sent ahead of the file (the CSV import's
 * eventId and authHeader): `admit` runs when the file begins, with those fields in req.body, and answers any
 * refusal itself. Meanwhile busboy, its file stream unread, stops reading the request: no byte of the file is
 * buffered beyond a stream's high-water mark until the caller is admitted.
 */
export function admitAtFile(
  admit: (req: Request, res: Response) => Promise<boolean>,
): NonNullable<multer.Options['fileFilter']> {
  return (req, _file, decide) => {
    // Express sets req.res for every request it routes; multer only passes req on.
    admit(req, req.res!).then(
      (admitted) => (admitted ? decide(null, true) : decide(new UploadDecided())),
      (error: unknown) => decide(new UploadDecided(error)),
    );
  };
}

/**
 * Runs a multer middleware and answers its errors through `reply` instead of the app's 500 handler. Every error
 * it can raise is the caller's: a file over the limit, two files, a file under another field name, too many
 * fields, or (from busboy) a body that is not multipart at all: no boundary, truncated, broken part headers.
 * The exception is admitAtFile's decision, answered already or passed on as ours.
 */
export function readMultipart(
  parse: RequestHandler,
  reply: (res: Response, failure: UploadFailure) => void,
): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (err === undefined || err === null) return next();
      if (err instanceof UploadDecided) return err.failure === undefined ? undefined : next(err.failure);
      // Answered before the rest of the body came in (multer calls back only once it has drained).
      if (res.headersSent) return;
      reply(res, uploadFailureOf(err));
    });
}
