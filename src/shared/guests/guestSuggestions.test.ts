import { describe, expect, it } from 'vitest';
import { mergeSuggestionSources, pickSuggestions, type SuggestionSources } from './guestSuggestions';

const sources: SuggestionSources = {
  contacts: [
    { name: 'Zed Contact', emails: ['ZED@x.io'] },
    { name: 'Mia Both', emails: ['mia@x.io'] },
    { name: '', emails: ['noname@x.io'] },
  ],
  members: [
    { member: { userId: 'u-mia', name: 'Mia Both', emails: ['mia@x.io'] }, sharedEvents: 2 },
    { member: { userId: 'u-co', name: 'Cora Cohost', emails: ['cora@x.io'] }, sharedEvents: [1] },
  ],
  pastInvitees: [
    { name: 'Al Past', email: 'al@x.io' },
    { name: 'Mia Both', email: 'MIA@x.io', userId: 'u-mia' },
  ],
};

describe('guest suggestions', () => {
  const entries = mergeSuggestionSources(sources);

  it('merges one person from several sources into one entry with every flag', () => {
    const mia = entries.filter((e) => e.email === 'mia@x.io');
    expect(mia).toHaveLength(1);
    expect(mia[0]).toMatchObject({
      contact: true,
      member: true,
      invitee: true,
      userId: 'u-mia',
      sharedEvents: 2,
    });
    expect(entries).toHaveLength(5);
  });

  it('sorts by name, or by e-mail when there is none, and excludes cohosts and invited guests', () => {
    const shown = pickSuggestions(entries, {
      search: '',
      cohostUserIds: ['u-co'],
      invitedEmails: ['Al@X.io'],
    });
    expect(shown.map((e) => e.name || e.email)).toEqual(['Mia Both', 'noname@x.io', 'Zed Contact']);
  });

  it('matches the search on name or e-mail', () => {
    expect(pickSuggestions(entries, { search: 'zed' }).map((e) => e.email)).toEqual(['zed@x.io']);
    expect(pickSuggestions(entries, { search: 'NONAME@' }).map((e) => e.email)).toEqual(['noname@x.io']);
  });

  it('keeps only accounts in users-only mode', () => {
    expect(pickSuggestions(entries, { search: '', usersOnly: true }).map((e) => e.userId)).toEqual([
      'u-co',
      'u-mia',
    ]);
  });

  it('shows at most 10', () => {
    const many = mergeSuggestionSources({
      contacts: Array.from({ length: 25 }, (_, i) => ({
        name: `P${String(i).padStart(2, '0')}`,
        emails: [`p${i}@x.io`],
      })),
    });
    const shown = pickSuggestions(many, { search: 'p' });
    expect(shown).toHaveLength(10);
    expect(shown[0]!.name).toBe('P00');
  });
});
