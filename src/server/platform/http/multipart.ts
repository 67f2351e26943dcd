import type { RequestHandler, Response } from 'express';
import multer from 'multer';

/** What was wrong with a multipart body: a file over the limit (413), or anything else about its shape (400). */
export type UploadFailure = 'tooLarge' | 'malformed';

/** The one limit a reader can act on is the file's size; everything else multer or busboy reports is the shape. */
export function uploadFailureOf(err: unknown): UploadFailure {
  return err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE' ? 'tooLarge' : 'malformed';
}

/**
 * Runs a multer middleware and answers its errors through `reply` instead of the app's 500 handler. Every error
 * it can raise is the caller's: a file over the limit, two files, a file under another field name, too many
 * fields, or (from busboy) a body that is not multipart at all: no boundary, truncated, broken part headers.
 */
export function readMultipart(
  parse: RequestHandler,
  reply: (res: Response, failure: UploadFailure) => void,
): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      if (err === undefined || err === null) return next();
      reply(res, uploadFailureOf(err));
    });
}
