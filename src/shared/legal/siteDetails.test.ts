import { describe, expect, it } from 'vitest';
import { dataExportFileName, parsePressMentions, parseSocialLinks } from './siteDetails';

describe('parseSocialLinks', () => {
  it('reads Name=URL pairs, in order, trimming spaces', () => {
    expect(
      parseSocialLinks(' Instagram=https://www.instagram.com/us , Mastodon=https://social.example/@us'),
    ).toEqual({
      ok: true,
      value: [
        { name: 'Instagram', href: 'https://www.instagram.com/us' },
        { name: 'Mastodon', href: 'https://social.example/@us' },
      ],
    });
  });

  it('gives no links when unset or empty', () => {
    expect(parseSocialLinks(undefined)).toEqual({ ok: true, value: [] });
    expect(parseSocialLinks(' , ')).toEqual({ ok: true, value: [] });
  });

  it('refuses a pair without a name or a web link', () => {
    expect(parseSocialLinks('https://x.example').ok).toBe(false);
    expect(parseSocialLinks('=https://x.example').ok).toBe(false);
    expect(parseSocialLinks('X=javascript:alert(1)').ok).toBe(false);
    expect(parseSocialLinks('X=not a url').ok).toBe(false);
  });
});

describe('parsePressMentions', () => {
  it('lists the configured names and nothing when unset', () => {
    expect(parsePressMentions('The Daily, Party Weekly ')).toEqual(['The Daily', 'Party Weekly']);
    expect(parsePressMentions(undefined)).toEqual([]);
    expect(parsePressMentions('')).toEqual([]);
  });
});

describe('dataExportFileName', () => {
  it('names the export by the local date, zero-padded', () => {
    expect(dataExportFileName(new Date(2026, 0, 5, 23, 59))).toBe('elk-data-2026-01-05.json');
    expect(dataExportFileName(new Date(2026, 10, 27))).toBe('elk-data-2026-11-27.json');
  });
});
