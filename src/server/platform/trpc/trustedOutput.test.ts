import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assembledReply, jsonOfKeptReply, keptReply } from './trustedOutput';

// Replies sent as JSON made ahead (kept) or from kept parts (assembled) must read exactly as JSON.stringify of
// the same object: the transport sends this text instead of serialising the reply.

const eventSchema = z.object({
  title: z.string(),
  note: z.string().optional(),
  when: z.number(),
  attendees: z.array(z.object({ name: z.string(), status: z.string(), extra: z.string().nullable() })),
  tags: z.array(z.string()),
});

const shared = keptReply(eventSchema, {
  title: 'Rooftop "party" ✨',
  when: 1_700_000_000_000,
  attendees: [
    { name: 'Ana', status: 'YES', extra: null },
    { name: 'Ben', status: 'INVITED', extra: 'x\ny' },
  ],
  tags: ['a', 'b'],
});

describe('kept and assembled replies', () => {
  it('sends a kept reply as the JSON made when it was kept, and nothing else as kept', () => {
    expect(jsonOfKeptReply(shared)).toBe(JSON.stringify(shared));
    expect(Object.isFrozen(shared.attendees[0])).toBe(true);
    expect(jsonOfKeptReply({ ...shared })).toBeUndefined();
    expect(jsonOfKeptReply('text')).toBeUndefined();
  });

  it("assembles a guest's page from the shared parts and their own row, as JSON.stringify would", () => {
    const own = { name: 'Cleo', status: 'SEEN', extra: null, email: 'cleo@example.com' };
    const event = assembledReply({
      ...shared,
      attendees: assembledReply([...shared.attendees, own]),
      note: undefined,
    });
    const page = assembledReply({ event, viewer: { role: 'guest', invitee: own, skipped: undefined } });
    expect(jsonOfKeptReply(page)).toBe(JSON.stringify(page));
    expect(JSON.parse(jsonOfKeptReply(page)!)).toEqual(JSON.parse(JSON.stringify(page)));
  });

  it('assembles arrays with holes, dates and nested plain objects the same way', () => {
    const reply = assembledReply({
      list: assembledReply([shared.attendees[1], undefined, new Date(0), { deep: { er: [1, 'two'] } }]),
      at: new Date(86_400_000),
      nothing: null,
    });
    expect(jsonOfKeptReply(reply)).toBe(JSON.stringify(reply));
  });
});
