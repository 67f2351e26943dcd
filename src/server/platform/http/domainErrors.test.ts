import { describe, expect, it } from 'vitest';
import { DomainError, forbidden, notFound, tooManyRequests } from '../errors';
import { httpStatusOf, sendDomainError } from './domainErrors';

function fakeResponse() {
  const sent: { status?: number; body?: unknown; type?: string } = {};
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
    type(type: string) {
      sent.type = type;
      return res;
    },
    send(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as Parameters<typeof sendDomainError>[0], sent };
}

describe('the HTTP translation of domain errors', () => {
  it('gives each code the status the tRPC adapter would', () => {
    expect(httpStatusOf(notFound('Event not found.'))).toBe(404);
    expect(httpStatusOf(forbidden('No.'))).toBe(403);
    expect(httpStatusOf(tooManyRequests('Rate limit exceeded'))).toBe(429);
    expect(httpStatusOf(new DomainError('CONFLICT', 'Read-only.'))).toBe(409);
  });

  it('answers a domain error with its message, as JSON or text', () => {
    const json = fakeResponse();
    expect(sendDomainError(json.res, notFound('Event not found.'))).toBe(true);
    expect(json.sent).toEqual({ status: 404, body: { error: 'Event not found.' } });
    const text = fakeResponse();
    expect(sendDomainError(text.res, forbidden('This link is not valid.'), 'text')).toBe(true);
    expect(text.sent).toEqual({ status: 403, type: 'text', body: 'This link is not valid.' });
  });

  it('leaves any other error to the caller, untouched', () => {
    const other = fakeResponse();
    expect(sendDomainError(other.res, new Error('select * from users'))).toBe(false);
    expect(other.sent).toEqual({});
  });
});
