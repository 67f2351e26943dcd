import { describe, expect, it } from 'vitest';
import {
  formatPhoneForDisplay,
  formatPhoneInput,
  isPrefilledUsPhone,
  parsePhone,
  parsePii,
  sanitizePhoneInput,
} from './phone';

describe('parsePhone', () => {
  it('reads US numbers typed in any usual way into E.164', () => {
    for (const typed of ['(415) 555-0123', '415-555-0123', '415 555 0123', '4155550123', '+1 415 555 0123']) {
      expect(parsePhone(typed)).toEqual({ ok: true, e164: '+14155550123', display: '(415) 555-0123' });
    }
  });

  it('keeps international numbers that start with +', () => {
    expect(parsePhone('+44 20 7946 0958')).toEqual({
      ok: true,
      e164: '+442079460958',
      display: '+44 20 7946 0958',
    });
  });

  it('ignores letters and other characters a number never has', () => {
    expect(parsePhone('tel: 415.555.0123')).toMatchObject({ ok: true, e164: '+14155550123' });
  });

  it('rejects more than 15 digits, empty input and impossible numbers', () => {
    expect(parsePhone('+1 234 567 890 123 456')).toEqual({ ok: false, problem: 'too_long' });
    expect(parsePhone('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(parsePhone('123')).toEqual({ ok: false, problem: 'invalid' });
    expect(parsePhone('555-1234')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('phone display and typing', () => {
  it('formats as the person types, US by default', () => {
    expect(formatPhoneInput('415')).toBe('415');
    expect(formatPhoneInput('4155550')).toBe('(415) 555-0');
    expect(formatPhoneInput('4155550123')).toBe('(415) 555-0123');
    expect(formatPhoneInput('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneInput('')).toBe('');
  });

  it('strips characters other than digits, space, parentheses, plus and dash', () => {
    expect(sanitizePhoneInput('a(4)1.5-5+5 x')).toBe('(4)15-5+5 ');
  });

  it('shows stored numbers nationally at home and internationally abroad', () => {
    expect(formatPhoneForDisplay('+14155550123')).toBe('(415) 555-0123');
    expect(formatPhoneForDisplay('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('trusts a prefilled phone only as +1 and 10 digits', () => {
    expect(isPrefilledUsPhone('+14155550123')).toBe(true);
    expect(isPrefilledUsPhone('4155550123')).toBe(false);
    expect(isPrefilledUsPhone('+442079460958')).toBe(false);
  });
});

describe('parsePii', () => {
  it('tells an e-mail from a phone and normalises both', () => {
    expect(parsePii(' Ann@Example.COM ')).toEqual({ channel: 'email', address: 'ann@example.com' });
    expect(parsePii('(415) 555-0123')).toEqual({ channel: 'phone', address: '+14155550123' });
    expect(parsePii('ann@')).toBeNull();
    expect(parsePii('12')).toBeNull();
  });
});
