import { describe, expect, it } from 'vitest';
import { messageTextSchema } from '../messages/schema';
import { postTextProblem } from './rules';

describe('postTextProblem', () => {
  it('says what the server’s schema says, for the same texts', () => {
    for (const text of ['', '   \n ', 'Hello', ` ${'a'.repeat(1000)} `, 'a'.repeat(1001)]) {
      const parsed = messageTextSchema.safeParse(text);
      const problem = postTextProblem(text);
      expect(problem, JSON.stringify(text.slice(0, 20))).toBe(
        parsed.success ? null : parsed.error.issues[0]!.message,
      );
    }
  });
});
