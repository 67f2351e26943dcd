import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { composedReply, jsonOfKeptReply, keptArrayWith, keptReply, keptWith } from './trustedOutput';

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

describe("a kept array with one element put in (a guest's own face among the party's)", () => {
  afterEach(() => vi.restoreAllMocks());

  const party = () =>
    keptReply(eventSchema, {
      id: 'e5',
      title: 'Faces',
      attendees: [{ name: 'Ann' }, { name: 'Bo "the" host' }, { name: 'Cy' }],
      startsAt: new Date('2026-12-31T20:00:00Z'),
    });

  it('makes the JSON JSON.stringify would, replaced in place or added after the last', () => {
    const event = party();
    const replaced = keptArrayWith(event.attendees, 1, { name: 'Me \u2028' });
    const added = keptArrayWith(event.attendees, 3, { name: 'Me' });
    expect(replaced.map((a) => a.name)).toEqual(['Ann', 'Me \u2028', 'Cy']);
    expect(added.map((a) => a.name)).toEqual(['Ann', 'Bo "the" host', 'Cy', 'Me']);
    for (const list of [replaced, added]) expect(JSON.parse(jsonOfKeptReply(list)!)).toEqual(plain(list));
    const reply = composedReply({ event: keptWith(event, { attendees: added }), viewer: null });
    expect(readBack(reply)).toEqual(plain(reply));
    // The kept list itself is untouched.
    expect(event.attendees.map((a) => a.name)).toEqual(['Ann', 'Bo "the" host', 'Cy']);
  });

  it("serialises the kept elements once, then only each caller's own", () => {
    const event = party();
    const stringify = vi.spyOn(JSON, 'stringify');
    jsonOfKeptReply(keptArrayWith(event.attendees, 0, { name: 'Me' }));
    const first = stringify.mock.calls.length;
    expect(first).toBe(4);
    jsonOfKeptReply(keptArrayWith(event.attendees, 2, { name: 'You' }));
    expect(stringify.mock.calls.length - first).toBe(1);
  });

  it('writes null for an element JSON has no value for, as JSON.stringify does', () => {
    const list = keptArrayWith(party().attendees as readonly unknown[], 3, undefined);
    expect(jsonOfKeptReply(list)).toBe(JSON.stringify(list));
  });

  it('copies an array that was never kept and leaves it to be serialised as usual', () => {
    const loose = [{ name: 'Ann' }];
    const list = keptArrayWith(loose, 1, { name: 'Me' });
    expect(list).toEqual([{ name: 'Ann' }, { name: 'Me' }]);
    expect(loose).toHaveLength(1);
    expect(jsonOfKeptReply(list)).toBeUndefined();
  });
});
