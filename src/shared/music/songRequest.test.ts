import { describe, expect, it } from 'vitest';
import { ANSWER_MAX } from '../constants';
import { checkTypedSong, SONG_REQUEST_COPY, songRequestKey, songRequestsFileName } from './songRequest';

describe('checkTypedSong', () => {
  it('reads a title and an artist as a song without a track URI', () => {
    expect(checkTypedSong({ title: '  Dancing   Queen ', artist: 'ABBA ' })).toEqual({
      ok: true,
      song: { songUri: '', songName: 'Dancing Queen', artistName: 'ABBA' },
    });
  });

  it('takes a title alone, and two empty fields as no request', () => {
    expect(checkTypedSong({ title: 'Take On Me', artist: '' })).toEqual({
      ok: true,
      song: { songUri: '', songName: 'Take On Me', artistName: '' },
    });
    expect(checkTypedSong({ title: ' ', artist: '' })).toEqual({ ok: true, song: null });
  });

  it('asks for the title when only the artist is given', () => {
    expect(checkTypedSong({ title: '', artist: 'Prince' })).toEqual({
      ok: false,
      errors: { title: SONG_REQUEST_COPY.titleRequired },
    });
  });

  it("refuses either field over the spec's 1000 characters, in its words", () => {
    const long = 'a'.repeat(ANSWER_MAX + 1);
    expect(checkTypedSong({ title: long, artist: long })).toEqual({
      ok: false,
      errors: {
        title: 'Please limit your answer to 1000 characters.',
        artist: 'Please limit your answer to 1000 characters.',
      },
    });
    expect(checkTypedSong({ title: 'a'.repeat(ANSWER_MAX), artist: '' }).ok).toBe(true);
  });
});

describe('songRequestKey', () => {
  it('counts a track by its URI and a typed song by title and artist, whatever the case', () => {
    const uri = 'spotify:track:0GjEhVFGZW8afUYGChu3Rr';
    expect(songRequestKey({ songUri: uri, songName: 'x', artistName: 'y' })).toBe(uri);
    const a = songRequestKey({ songUri: '', songName: 'Dancing Queen', artistName: 'ABBA' });
    const b = songRequestKey({ songUri: '', songName: ' dancing  queen', artistName: 'abba' });
    expect(a).toBe(b);
    expect(a).not.toBe(songRequestKey({ songUri: '', songName: 'Dancing', artistName: 'Queen ABBA' }));
  });
});

describe('songRequestsFileName', () => {
  it('names the file after the party, without characters that break a header', () => {
    expect(songRequestsFileName('Rooftop: "90s" night')).toBe('Song requests for Rooftop 90s night.csv');
    expect(songRequestsFileName('  ')).toBe('Song requests for Untitled Party.csv');
  });
});
