import { describe, expect, it } from 'vitest';
import { appPromptDue, hasStoreLinks } from './appPrompt';

const both = {
  appStore: 'https://apps.apple.com/app/id1',
  playStore: 'https://play.google.com/store/apps/details?id=x',
};
const none = { appStore: null, playStore: null };

describe('the app-download prompt', () => {
  it('needs at least one store page to send people to', () => {
    expect(hasStoreLinks(both)).toBe(true);
    expect(hasStoreLinks({ ...none, playStore: both.playStore })).toBe(true);
    expect(hasStoreLinks(none)).toBe(false);
    expect(hasStoreLinks(undefined)).toBe(false);
    expect(appPromptDue({ links: none, hasApp: false, shownThisVisit: false })).toBe(false);
  });

  it('is due once a visit, never after "I already have the app"', () => {
    expect(appPromptDue({ links: both, hasApp: false, shownThisVisit: false })).toBe(true);
    expect(appPromptDue({ links: both, hasApp: false, shownThisVisit: true })).toBe(false);
    expect(appPromptDue({ links: both, hasApp: true, shownThisVisit: false })).toBe(false);
  });
});
