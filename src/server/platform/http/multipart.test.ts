import multer from 'multer';
import { describe, expect, it } from 'vitest';
import { uploadFailureOf } from './multipart';

describe('uploadFailureOf', () => {
  it('calls a file over the limit too large', () => {
    expect(uploadFailureOf(new multer.MulterError('LIMIT_FILE_SIZE', 'file'))).toBe('tooLarge');
  });

  it.each([
    new multer.MulterError('LIMIT_FILE_COUNT'),
    new multer.MulterError('LIMIT_UNEXPECTED_FILE', 'other'),
    new multer.MulterError('LIMIT_FIELD_COUNT'),
    new Error('Multipart: Boundary not found'),
    new Error('Unexpected end of form'),
  ])('calls %s malformed', (err) => {
    expect(uploadFailureOf(err)).toBe('malformed');
  });
});
