import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { composedReply, jsonOfKeptReply, keptReply, keptWith } from './trustedOutput';

// A reply put together from kept parts goes out as their JSON joined: it must read back as the same value
// JSON.stringify would have made, whatever was replaced, added or left undefined.

const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  attendees: z.array(z.object({ name: z.string() })),
  cohostLink: z.string().nullish(),
  startsAt: z.date(),
});

const kept = () =>
  keptReply(eventSchema, {
    id: 'e1',
    title: 'Rooftop "party" \u2028 night',
    attendees: [{ name: 'Ann' }],
    startsAt: new Date('2026-12-31T20:00:00Z'),
  });

const readBack = (value: object) => JSON.parse(jsonOfKeptReply(value)!);
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('replies composed of kept parts', () => {
  it('make the JSON JSON.stringify would, with kept parts as they were made', () => {
    const event = kept();
    const withOwnRow = keptWith(event, { attendees: [{ name: 'Ann' }, { name: 'Me' }] });
    expect(withOwnRow.attendees).toHaveLength(2);
    const reply = composedReply({
      event: withOwnRow,
      viewer: { role: 'guest', invitee: null },
      skipped: undefined,
    });
    expect(readBack(reply)).toEqual(plain(reply));
    expect(jsonOfKeptReply(reply)).not.toContain('skipped');
    // The kept event itself is untouched.
    expect(readBack(event).attendees).toEqual([{ name: 'Ann' }]);
  });

  it('add a key the kept part lacks, leave one set to undefined out, and do not repeat keys', () => {
    const event = kept();
    const linked = keptWith(event, { cohostLink: 'https://elk.example/cohost/x' });
    expect(readBack(linked)).toEqual(plain(linked));
    const json = jsonOfKeptReply(linked)!;
    expect(json.match(/"cohostLink"/g)).toHaveLength(1);
    const unset = keptWith(event, { title: undefined });
    expect(readBack(unset)).toEqual(plain(unset));
    expect(readBack(keptWith(keptReply(z.object({}), {}), { cohostLink: null } as never))).toEqual({
      cohostLink: null,
    });
  });

  it('leave replies made of parts that were never kept to be serialised as usual', () => {
    const reply = composedReply({ event: { id: 'e2' }, viewer: null });
    expect(readBack(reply)).toEqual({ event: { id: 'e2' }, viewer: null });
    expect(jsonOfKeptReply(keptWith({ id: 'e3' }, { id: 'e4' }))).toBeUndefined();
  });
});
