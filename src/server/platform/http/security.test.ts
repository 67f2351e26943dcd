import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { fixedHeadersOf } from './security';

/** A response that records what is set on it, as Node's would hold it. */
function recordingResponse() {
  const headers = new Map<string, string | string[]>([['x-powered-by', 'Express']]);
  const res = {
    setHeader: (name: string, value: string | string[]) => void headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  return { headers, res: res as unknown as Response };
}

function headersAfter(middleware: RequestHandler): Map<string, string | string[]> {
  const { headers, res } = recordingResponse();
  let nextCalls = 0;
  void middleware({} as Request, res, () => nextCalls++);
  expect(nextCalls).toBe(1);
  return headers;
}

describe('fixedHeadersOf', () => {
  it('sets exactly the headers helmet sets, and removes what it removes, on every response', () => {
    const configured = helmet({ contentSecurityPolicy: { directives: { workerSrc: ["'self'", 'blob:'] } } });
    const fixed = fixedHeadersOf(configured);
    const expected = headersAfter(configured);
    expect(expected.get('content-security-policy')).toContain("worker-src 'self' blob:");
    expect(expected.has('x-powered-by')).toBe(false);
    expect(headersAfter(fixed)).toEqual(expected);
    expect(headersAfter(fixed)).toEqual(expected);
  });

  it('refuses a middleware whose headers could depend on the request', () => {
    const readsTheRequest: RequestHandler = (req, res, next) => {
      res.setHeader('X-Path', req.path);
      next();
    };
    expect(() => fixedHeadersOf(readsTheRequest)).toThrow(/reads req\.path/);
    const finishesLater: RequestHandler = (_req, res, next) => {
      setTimeout(() => {
        res.setHeader('X-Late', '1');
        next();
      }, 0);
    };
    expect(() => fixedHeadersOf(finishesLater)).toThrow(/did not finish at once/);
  });
});
