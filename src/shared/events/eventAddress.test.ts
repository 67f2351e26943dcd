import { describe, expect, it } from 'vitest';
import { addressLine } from './eventAddress';

describe('addressLine', () => {
  it('reads address1, address2, city state postalCode', () => {
    expect(
      addressLine({
        address1: '1 Main St',
        address2: 'Apt 2',
        city: 'Springfield',
        admin1: 'IL',
        postalCode: '62701',
      }),
    ).toBe('1 Main St, Apt 2, Springfield IL 62701');
  });
  it('leaves out missing parts', () => {
    expect(addressLine({ address1: '1 Main St', city: 'Springfield' })).toBe('1 Main St, Springfield');
    expect(addressLine({ city: ' ', admin1: 'IL' })).toBe('IL');
    expect(addressLine(undefined)).toBe('');
  });
});
