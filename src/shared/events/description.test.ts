import { describe, expect, it } from 'vitest';
import { eventInputSchema } from './schema';

describe('the event description', () => {
  it('collapses runs of blank lines to one (spec section 5)', () => {
    const parsed = eventInputSchema.parse({ description: 'Lemonade\n\n\n\nLawn games\n\nMusic' });
    expect(parsed.description).toBe('Lemonade\n\nLawn games\n\nMusic');
  });
});
