import { describe, expect, it } from 'vitest';
import { toBase64Url } from '../auth/loginRedirect';
import {
  actionDestination,
  actionRouteOf,
  navStateAfterLogin,
  parseEventPageQuery,
  rsvpLinkSearch,
} from './rsvpLink';

const parse = (search: string) => parseEventPageQuery(new URLSearchParams(search));
const IU = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('event page query', () => {
  it('reads plain and base64 parameters', () => {
    const { query, warnings } = parse(
      `ea=a@b.co&ep=%2B14155550100&token=Abc_def-123&iu=${IU}&r=YES&fe=1&et=${toBase64Url('Fête 🎉')}` +
        `&en=${toBase64Url('Zoë')}&ee=${toBase64Url('z@x.io')}&em=${toBase64Url('Hello!')}&ng=3&np=both&pu=magic`,
    );
    expect(warnings).toEqual([]);
    expect(query).toEqual({
      email: 'a@b.co',
      phone: '+14155550100',
      token: 'Abc_def-123',
      inviteeUuid: IU,
      response: 'yes',
      flag: true,
      eventTitle: 'Fête 🎉',
      name: 'Zoë',
      rsvpEmail: 'z@x.io',
      message: 'Hello!',
      guestCount: 3,
      notificationPreference: 'both',
      photoUploadMode: 'magic',
    });
  });

  it('has defaults when nothing is given', () => {
    expect(parse('')).toEqual({ query: { flag: false, guestCount: 0 }, warnings: [] });
  });

  it('reads em=m as an empty message and clamps ng to 0..9', () => {
    expect(parse('em=m').query.message).toBe('');
    expect(parse('ng=42').query.guestCount).toBe(9);
    expect(parse('ng=-3').query.guestCount).toBe(0);
  });

  it('logs base64 decoding failures as warnings and ignores those values', () => {
    const { query, warnings } = parse('et=%25%25%25&en=a&em=***&ee=validbutnotutf8ww');
    expect(query.eventTitle).toBeUndefined();
    expect(query.name).toBeUndefined();
    expect(query.message).toBeUndefined();
    expect(warnings).toContain('Could not decode query parameter et');
    expect(warnings).toContain('Could not decode query parameter en');
    expect(warnings).toContain('Could not decode query parameter em');
  });

  it('ignores unexpected values with a warning', () => {
    const { query, warnings } = parse('iu=not-a-uuid&token=x&np=fax&pu=auto&ng=many&r=maybe');
    expect(query).toEqual({ flag: false, guestCount: 0 });
    expect(warnings).toEqual([
      'Ignoring query parameter ng: not a number',
      'Ignoring query parameter token: unexpected value',
      'Ignoring query parameter iu: unexpected value',
      'Ignoring query parameter np: unexpected value',
      'Ignoring query parameter pu: unexpected value',
    ]);
  });
});

describe('RSVP links', () => {
  it('carries the empty-message placeholder of a modal answer as em=m, which reads back as no message', () => {
    const search = rsvpLinkSearch({ r: 'yes', message: 'm' });
    expect(search).toBe('?r=yes&em=m');
    expect(parseEventPageQuery(new URLSearchParams(search)).query.message).toBe('');
  });

  it('writes the values back so parsing gives them again', () => {
    const search = rsvpLinkSearch({
      r: 'yes',
      token: 'Tok_12345',
      inviteeUuid: IU,
      eventTitle: 'Party & more',
      name: 'Ann',
      email: 'ann@example.com',
      message: '',
      guestCount: 2,
      notificationPreference: 'email',
      photoUploadMode: 'manual',
    });
    expect(search.startsWith('?r=yes&token=Tok_12345')).toBe(true);
    expect(search).toContain('em=m');
    const { query } = parse(search.slice(1));
    expect(query).toMatchObject({
      response: 'yes',
      token: 'Tok_12345',
      inviteeUuid: IU,
      eventTitle: 'Party & more',
      name: 'Ann',
      rsvpEmail: 'ann@example.com',
      message: '',
      guestCount: 2,
      notificationPreference: 'email',
      photoUploadMode: 'manual',
    });
    expect(rsvpLinkSearch({})).toBe('');
    expect(rsvpLinkSearch({ message: null, guestCount: 0 })).toBe('');
  });

  it('recognises the four action routes', () => {
    expect(actionRouteOf('/event/rsvp/action/abc')).toBe('rsvp');
    expect(actionRouteOf('/event/unauthrsvp/action/abc')).toBe('unauthrsvp');
    expect(actionRouteOf('/event/updateemail/action/abc')).toBe('updateemail');
    expect(actionRouteOf('/event/updateuser/action/abc')).toBe('updateuser');
    expect(actionRouteOf('/event/abc')).toBeNull();
  });

  it('marks the arrival after a sign-in (fromLogin), but not the RSVP detour to an action route', () => {
    expect(navStateAfterLogin('/events')).toEqual({ fromLogin: true });
    expect(navStateAfterLogin('/event/e1?iu=x')).toEqual({ fromLogin: true });
    expect(navStateAfterLogin('/event/updateuser/action/e1?r=yes')).toBeUndefined();
  });

  it('sends an action route to login (without the token) or to the event page with r', () => {
    const link = { r: 'yes', token: 'Tok_12345', name: 'Ann' };
    const login = actionDestination('e1', { shouldPromptLogin: true }, link);
    expect(login).toBe(`/event/updateuser/action/e1?r=yes&en=${toBase64Url('Ann')}`);
    expect(actionDestination('e1', { shouldPromptLogin: false }, link)).toBe('/event/e1?r=yes');
    expect(actionDestination('e1', { shouldPromptLogin: false }, { r: 'NO' })).toBe('/event/e1?r=no');
    expect(actionDestination('e/1', { shouldPromptLogin: false }, { r: 'x' })).toBe('/event/e%2F1');
  });
});
