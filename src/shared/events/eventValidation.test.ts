import { describe, expect, it } from 'vitest';
import {
  createModeMissingItems,
  createModeMissingToast,
  eventErrorFlags,
  eventFieldErrors,
  firstInvalidField,
  isOnTimeStep,
  isValidLocation,
  isValidPhotoUrl,
  joinWithAnd,
  songQuestionWithoutPlaylist,
} from './eventValidation';
import { EVENT_MESSAGES } from './copy';

const now = Date.parse('2026-01-10T12:00:00Z');
const HOUR = 3_600_000;
const place = {
  displayName: 'Dolores Park',
  placeName: 'Dolores Park',
  address: { address1: '19th St & Dolores St', city: 'San Francisco', admin1: 'CA' },
  lat: 37.7596,
  lng: -122.4269,
};
const valid = {
  title: 'Picnic',
  photoUrl: '/uploads/events/cover.png',
  startTime: now + 2 * HOUR,
  endTime: 0,
  location: place,
};

describe('eventFieldErrors', () => {
  it('accepts a complete event', () => {
    expect(eventFieldErrors(valid, now)).toEqual({});
  });

  it('needs a title that is not blank', () => {
    expect(eventFieldErrors({ ...valid, title: '   ' }, now).title).toBe('Enter a valid title');
  });

  it('needs a start, in the future', () => {
    expect(eventFieldErrors({ ...valid, startTime: 0 }, now).day).toBe('This is a required field');
    expect(eventFieldErrors({ ...valid, startTime: now - 1 }, now).day).toBe(
      'Start date cannot be in the past',
    );
    expect(eventFieldErrors({ ...valid, startTime: now }, now).day).toBeUndefined();
  });

  it('needs an end after the start and at most two weeks later', () => {
    const start = valid.startTime;
    expect(eventFieldErrors({ ...valid, endTime: start }, now).time).toBe(
      'End time must be after start time',
    );
    expect(eventFieldErrors({ ...valid, endTime: start - HOUR }, now).time).toBe(
      'End time must be after start time',
    );
    expect(eventFieldErrors({ ...valid, endTime: start + 14 * 24 * HOUR }, now).time).toBeUndefined();
    expect(eventFieldErrors({ ...valid, endTime: start + 14 * 24 * HOUR + 1 }, now).time).toBe(
      'Party cannot be over 2 weeks long',
    );
    expect(eventFieldErrors({ ...valid, endTime: start + 21 * 24 * HOUR }, now).time).toBe(
      'Party cannot be over 2 weeks long',
    );
  });

  it('needs an image', () => {
    expect(eventFieldErrors({ ...valid, photoUrl: null }, now).image).toBe('Image is required');
    expect(eventFieldErrors({ ...valid, photoUrl: 'javascript:alert(1)' }, now).image).toBe(
      'Image is required',
    );
  });

  it('needs a location picked from the suggestions', () => {
    expect(eventFieldErrors({ ...valid, location: null }, now).location).toBe(
      'Select a valid location from Google Maps',
    );
    expect(eventFieldErrors({ ...valid, location: { displayName: 'my place' } }, now).location).toBe(
      EVENT_MESSAGES.invalidLocation,
    );
  });

  it('reports every broken rule at once', () => {
    expect(eventFieldErrors({}, now)).toEqual({
      title: 'Enter a valid title',
      image: 'Image is required',
      day: 'This is a required field',
      location: 'Select a valid location from Google Maps',
    });
  });
});

describe('15-minute steps in the event zone', () => {
  it('accepts quarter hours of the zone and refuses anything between', () => {
    expect(isOnTimeStep(Date.parse('2026-03-01T19:45:00Z'), 'America/New_York')).toBe(true);
    expect(isOnTimeStep(Date.parse('2026-03-01T19:50:00Z'), 'America/New_York')).toBe(false);
    expect(isOnTimeStep(Date.parse('2026-03-01T19:45:30Z'), 'America/New_York')).toBe(false);
    expect(isOnTimeStep(Date.parse('2026-03-01T19:45:00.001Z'), 'America/New_York')).toBe(false);
  });

  it('counts the steps on the wall clock of a zone with a quarter-hour offset', () => {
    // Kathmandu is UTC+5:45: 13:15 UTC is 19:00 there, and 13:05 UTC (18:50) is not on a step.
    expect(isOnTimeStep(Date.parse('2026-03-01T13:15:00Z'), 'Asia/Kathmandu')).toBe(true);
    expect(isOnTimeStep(Date.parse('2026-03-01T13:05:00Z'), 'Asia/Kathmandu')).toBe(false);
    // Across the spring-forward change of New York the grid holds.
    expect(isOnTimeStep(Date.parse('2026-03-08T07:15:00Z'), 'America/New_York')).toBe(true);
  });

  it('refuses an off-step start or end after the other rules', () => {
    const start = valid.startTime;
    expect(eventFieldErrors({ ...valid, startTime: start + 7 * 60_000 }, now).day).toBe(
      EVENT_MESSAGES.offTimeStep,
    );
    expect(eventFieldErrors({ ...valid, endTime: start + HOUR + 1000 }, now).time).toBe(
      'Choose a time in 15-minute steps',
    );
    expect(eventFieldErrors({ ...valid, endTime: start + HOUR + 15 * 60_000 }, now).time).toBeUndefined();
  });
});

describe('songQuestionWithoutPlaylist', () => {
  it('finds a song request when there is no playlist', () => {
    const questions = [{ questionType: 'TEXT' }, { questionType: 'SONG' }];
    expect(songQuestionWithoutPlaylist({ questions })).toBe(1);
    expect(songQuestionWithoutPlaylist({ questions, playlistId: ' ' })).toBe(1);
    expect(songQuestionWithoutPlaylist({ questions, playlistId: 'pl-1' })).toBe(-1);
    expect(songQuestionWithoutPlaylist({ questions: [{ questionType: 'YES_NO' }] })).toBe(-1);
  });

  it('lets song questions go without a playlist when no music service is configured (typed requests)', () => {
    const questions = [{ questionType: 'SONG' as const }];
    expect(songQuestionWithoutPlaylist({ questions }, { musicConfigured: false })).toBe(-1);
    expect(songQuestionWithoutPlaylist({ questions }, { musicConfigured: true })).toBe(0);
  });
});

describe('eventErrorFlags', () => {
  it('names the spec flags', () => {
    expect(eventErrorFlags({ ...valid, endTime: valid.startTime + 15 * 24 * HOUR }, now)).toEqual({
      missingImage: false,
      invalidTitle: false,
      invalidLocation: false,
      invalidStartDate: false,
      invalidDatePair: false,
      invalidDuration: true,
    });
    expect(eventErrorFlags({ ...valid, endTime: 1 }, now).invalidDatePair).toBe(true);
  });
});

describe('firstInvalidField', () => {
  it('follows the order Title, Image, Day, Time, Location', () => {
    expect(firstInvalidField({ location: 'x', time: 'x', image: 'x' })).toBe('image');
    expect(firstInvalidField({ location: 'x', time: 'x' })).toBe('time');
    expect(firstInvalidField({ location: 'x', day: 'x', title: 'x' })).toBe('title');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('isValidLocation and isValidPhotoUrl', () => {
  it('accepts a picked place with a street line, and nothing that is merely a city, region or country', () => {
    expect(isValidLocation(place)).toBe(true);
    expect(isValidLocation({ displayName: 'Park', address: { address1: '1 Elm St' } })).toBe(true);
    expect(isValidLocation({ displayName: 'Park', lat: 1, lng: 2 })).toBe(false);
    expect(isValidLocation({ displayName: 'Park', placeName: 'Park' })).toBe(false);
    expect(isValidLocation({ displayName: ' ', address: { address1: '1 Elm St' } })).toBe(false);
    const area = (address1: string) => ({
      displayName: address1,
      address: { address1, city: 'Paris', admin1: 'Île-de-France', country: 'FR' },
      lat: 48.85,
      lng: 2.35,
    });
    expect(isValidLocation(area('Paris'))).toBe(false);
    expect(isValidLocation(area(' île-de-france '))).toBe(false);
    expect(isValidLocation(area('FR'))).toBe(false);
    expect(isValidLocation(area('5 Rue de Rivoli'))).toBe(true);
    expect(isValidLocation(undefined)).toBe(false);
  });
  it('accepts http(s) URLs and paths on this site only', () => {
    expect(isValidPhotoUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isValidPhotoUrl('/uploads/a.png')).toBe(true);
    expect(isValidPhotoUrl('//evil.example.com/a.png')).toBe(false);
    expect(isValidPhotoUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isValidPhotoUrl('')).toBe(false);
  });
});

describe('create-mode missing list', () => {
  it('lists what is missing in the spec order, with articles', () => {
    expect(createModeMissingItems({})).toEqual(['a title', 'a start time', 'an image', 'a location']);
    expect(createModeMissingItems(valid)).toEqual([]);
    expect(createModeMissingItems({ ...valid, photoUrl: '' })).toEqual(['an image']);
  });

  it('asks a clone to confirm its location only when the copied one is not a valid place', () => {
    expect(createModeMissingItems(valid, { isClone: true })).toEqual([]);
    expect(createModeMissingItems({ ...valid, location: null }, { isClone: true })).toEqual([
      "to confirm your party's location",
    ]);
    expect(createModeMissingItems({ ...valid, title: '', location: null }, { isClone: true })).toEqual([
      'a title',
      "to confirm your party's location",
    ]);
  });

  it('writes the toast with commas and "and"', () => {
    expect(createModeMissingToast(['an image'])).toBe('You still need an image to create your party.');
    expect(createModeMissingToast(['a title', 'an image'])).toBe(
      'You still need a title and an image to create your party.',
    );
    expect(createModeMissingToast(createModeMissingItems({}))).toBe(
      'You still need a title, a start time, an image and a location to create your party.',
    );
    expect(
      createModeMissingToast(
        createModeMissingItems({ ...valid, title: '', location: null }, { isClone: true }),
      ),
    ).toBe("You still need a title and to confirm your party's location to create your party.");
    expect(createModeMissingToast([])).toBeNull();
  });

  it('joins lists', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['a'])).toBe('a');
    expect(joinWithAnd(['a', 'b', 'c', 'd'])).toBe('a, b, c and d');
  });
});
