import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUnexpectedError } from './trpc';

describe('isUnexpectedError', () => {
  it('is true for whatever tRPC had to wrap: a failed query, a bug, a throwing parser', () => {
    expect(isUnexpectedError(getTRPCErrorFromUnknown(new Error('Failed query: select 1\nparams: x')))).toBe(
      true,
    );
    expect(isUnexpectedError(getTRPCErrorFromUnknown('a thrown string'))).toBe(true);
    const stackOverflow = new RangeError('Maximum call stack size exceeded');
    expect(isUnexpectedError(new TRPCError({ code: 'BAD_REQUEST', cause: stackOverflow }))).toBe(true);
    const output = z.string().safeParse(1).error;
    const failedOutput = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
      cause: output,
    });
    expect(isUnexpectedError(failedOutput)).toBe(true);
  });

  it('is false for errors our code throws on purpose, whatever their code', () => {
    const deliberate = [
      new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'An error occurred trying to create your user',
      }),
      new TRPCError({ code: 'UNAUTHORIZED', message: 'You need to be signed in to do that.' }),
      new TRPCError({
        code: 'BAD_REQUEST',
        message: 'Enter a valid title',
        cause: z.string().safeParse(1).error,
      }),
      new TRPCError({
        code: 'BAD_GATEWAY',
        message: 'The maps service is not available right now.',
        cause: new Error('503'),
      }),
      new TRPCError({ code: 'NOT_FOUND' }),
    ];
    for (const error of deliberate) expect(isUnexpectedError(error), error.message).toBe(false);
  });
});
