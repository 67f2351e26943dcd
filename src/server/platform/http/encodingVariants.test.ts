import { describe, expect, it } from 'vitest';
import { encodedETag } from './encodingVariants';

describe('encodedETag', () => {
  it('makes a weak tag named after the encoding, from a strong or a weak one', () => {
    expect(encodedETag('"abc.B"', 'br')).toBe('W/"abc.B-br"');
    expect(encodedETag('W/"745-xaG2"', 'gzip')).toBe('W/"745-xaG2-gzip"');
  });

  it('names the encoding once when the tag already has it', () => {
    expect(encodedETag('W/"745-xaG2-gzip"', 'gzip')).toBe('W/"745-xaG2-gzip"');
    expect(encodedETag('W/"745-xaG2-gzip"', 'br')).toBe('W/"745-xaG2-gzip-br"');
  });
});
