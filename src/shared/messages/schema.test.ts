import { describe, expect, it } from 'vitest';
import { messageTextSchema, replyFormSchema } from './schema';

describe('message text (blasts and private replies)', () => {
  it('collapses runs of blank lines to one (spec section 5)', () => {
    expect(messageTextSchema.parse('See you\n\n\n\nat eight\n \n\t\nbring snacks')).toBe(
      'See you\n\nat eight\n\nbring snacks',
    );
    expect(replyFormSchema.parse({ message: ' Thanks!\r\n\r\n\r\nBye ' }).message).toBe('Thanks!\n\nBye');
  });

  it('still needs some text', () => {
    expect(messageTextSchema.safeParse('\n\n\n').success).toBe(false);
  });
});
