import { describe, expect, it } from 'vitest';
import { isBlankEvent, sameForAutosave } from './autosave';

const start = Date.parse('2026-01-10T20:00:00Z');
const event = {
  title: 'Picnic',
  description: '',
  startTime: start,
  endTime: 0,
  photoUrl: null,
  location: { displayName: 'Park', address: { city: 'SF' } },
  questions: [{ question: 'Bring?', isRequired: false, questionType: 'TEXT' }],
};

describe('sameForAutosave', () => {
  it('ignores start times up to 60 s apart', () => {
    expect(sameForAutosave(event, { ...event, startTime: start + 60_000 })).toBe(true);
    expect(sameForAutosave(event, { ...event, startTime: start - 60_000 })).toBe(true);
    expect(sameForAutosave(event, { ...event, startTime: start + 60_001 })).toBe(false);
  });

  it('sees any other change, deep inside too', () => {
    expect(sameForAutosave(event, { ...event, title: 'Picnic!' })).toBe(false);
    expect(
      sameForAutosave(event, { ...event, location: { displayName: 'Park', address: { city: 'LA' } } }),
    ).toBe(false);
    expect(sameForAutosave(event, { ...event, questions: [] })).toBe(false);
    expect(sameForAutosave(event, { ...event, endTime: start + 1 })).toBe(false);
  });

  it('treats absent, undefined and null alike and ignores key order', () => {
    const { photoUrl: _unused, ...withoutPhoto } = event;
    expect(sameForAutosave(event, withoutPhoto)).toBe(true);
    expect(sameForAutosave({ b: 1, a: 2, startTime: 0 }, { a: 2, b: 1, startTime: 0 })).toBe(true);
    expect(sameForAutosave({ a: 0, startTime: 0 }, { a: null, startTime: 0 })).toBe(false);
  });
});

describe('isBlankEvent', () => {
  it('is blank without title, description, address and photo', () => {
    expect(isBlankEvent({})).toBe(true);
    expect(isBlankEvent({ title: '  ', description: '', photoUrl: null, location: null })).toBe(true);
  });
  it('is not blank with any one of them', () => {
    expect(isBlankEvent({ title: 'x' })).toBe(false);
    expect(isBlankEvent({ description: 'x' })).toBe(false);
    expect(isBlankEvent({ photoUrl: '/uploads/a.png' })).toBe(false);
    expect(isBlankEvent({ location: { displayName: 'Park' } })).toBe(false);
    expect(isBlankEvent({ location: { address: { address1: '1 Main St' } } })).toBe(false);
  });
});
