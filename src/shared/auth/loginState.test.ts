import { describe, expect, it } from 'vitest';
import {
  initialLoginState,
  type LoginEvent,
  type LoginState,
  loginHeading,
  loginReducer,
  providerFailureMessage,
  resendSecondsLeft,
  visiblePage,
} from './loginState';

const run = (events: LoginEvent[], start: LoginState = initialLoginState()) =>
  events.reduce(loginReducer, start);
const phone = { channel: 'phone' as const, address: '+14155550123', display: '(415) 555-0123' };

describe('login state machine', () => {
  it('starts on the phone page, and the links switch between phone and e-mail', () => {
    expect(visiblePage(initialLoginState())).toBe('phone');
    expect(visiblePage(run([{ type: 'chooseEmail' }]))).toBe('email');
    expect(visiblePage(run([{ type: 'chooseEmail' }, { type: 'choosePhone' }]))).toBe('phone');
    expect(visiblePage(initialLoginState('email'))).toBe('email');
  });

  it('walks a new user through code, account check and name to after-login', () => {
    const events: LoginEvent[] = [
      { type: 'submitPii' },
      { type: 'codeSent', sentTo: phone, at: 1000 },
      { type: 'submitCode' },
      { type: 'codeVerified' },
      { type: 'authenticated' },
      { type: 'accountChecked', exists: false },
      { type: 'submitName' },
      { type: 'creatingUser' },
      { type: 'userCreated' },
    ];
    const states: LoginState[] = [initialLoginState()];
    for (const event of events) states.push(loginReducer(states.at(-1)!, event));
    expect(states.map((s) => `${s.status}/${visiblePage(s)}`)).toEqual([
      'notLoggedIn/phone',
      'submittingPii/phone',
      'codeSent/code',
      'submittingCode/code',
      'authenticating/code',
      'waitingForAccountCheck/code',
      'askingForName/name',
      'submittingName/name',
      'creatingUser/name',
      'afterLogin/name',
    ]);
    expect(states.at(-1)!.codeResendTimestamp).toBe(1000);
  });

  it('completes the login at once when the account exists, and keeps waiting when the check had no answer', () => {
    const checked = run([{ type: 'codeSent', sentTo: phone, at: 0 }, { type: 'authenticated' }]);
    expect(loginReducer(checked, { type: 'accountChecked', exists: true }).status).toBe('afterLogin');
    expect(loginReducer(checked, { type: 'accountChecked', exists: undefined }).status).toBe(
      'waitingForAccountCheck',
    );
  });

  it('goes through the redirect states for Google and Apple', () => {
    const back = run([{ type: 'redirectStarted' }]);
    expect(back.status).toBe('waitingForRedirectResult');
    expect(run([{ type: 'redirectReturned' }], back).status).toBe('signingIn');
  });

  it('returns to the phone page when the person cancels', () => {
    const cancelled = run([{ type: 'chooseEmail' }, { type: 'cancelled' }]);
    expect(cancelled.status).toBe('userCancelled');
    expect(visiblePage(cancelled)).toBe('phone');
  });

  it('shows the code page only with a code sent, and the name page only with a credential', () => {
    expect(visiblePage({ ...initialLoginState(), page: 'code' })).toBe('phone');
    expect(visiblePage({ ...initialLoginState(), page: 'name' })).toBe('phone');
    expect(visiblePage(initialLoginState('phone', true))).toBe('name');
  });

  it('keeps the page on errors; a failed user creation goes back to asking for the name', () => {
    const onCode = run([
      { type: 'codeSent', sentTo: phone, at: 0 },
      { type: 'submitCode' },
      { type: 'failed', error: 'x' },
    ]);
    expect(onCode).toMatchObject({ status: 'error', error: 'x' });
    expect(visiblePage(onCode)).toBe('code');
    const onName = run(
      [{ type: 'creatingUser' }, { type: 'failed', error: 'y' }],
      initialLoginState('phone', true),
    );
    expect(onName).toMatchObject({ status: 'askingForName', page: 'name', error: 'y' });
    expect(loginReducer(onName, { type: 'submitName' }).error).toBeNull();
  });

  it('back from the code page returns to the page of the channel used', () => {
    const email = { channel: 'email' as const, address: 'a@example.com', display: 'a@example.com' };
    expect(visiblePage(run([{ type: 'codeSent', sentTo: email, at: 0 }, { type: 'back' }]))).toBe('email');
  });
});

describe('resend countdown and headings', () => {
  it('counts down 30 s from the last send', () => {
    expect(resendSecondsLeft(10_000, 10_000, 30_000)).toBe(30);
    expect(resendSecondsLeft(10_000, 25_500, 30_000)).toBe(15);
    expect(resendSecondsLeft(10_000, 40_000, 30_000)).toBe(0);
    expect(resendSecondsLeft(null, 0, 30_000)).toBe(0);
  });

  it("titles the page 'Sign in to RSVP' for an RSVP, else 'Let's do it!'", () => {
    expect(loginHeading({ eventTitle: 'Garden party', productName: 'Elk' })).toEqual({
      title: 'Sign in to RSVP',
      subtitle: 'Garden party',
    });
    expect(loginHeading({ productName: 'Elk' })).toEqual({
      title: "Let's do it!",
      subtitle: 'Sign in or sign up for Elk',
    });
  });

  it('says the party is saved when sign-in interrupts creating one, and names a cohost invitation', () => {
    const creating = {
      title: 'Sign in to create your party',
      subtitle: 'Your party is saved on this device. Sign in or sign up and it goes live.',
    };
    for (const target of [
      '/event/create',
      '/event/create?draft=d1',
      '/instant?theme=nye',
      '/event/draft/edit/d1',
    ])
      expect(loginHeading({ productName: 'Elk', target }), target).toEqual(creating);
    expect(loginHeading({ productName: 'Elk', target: '/event/cohost/add/e1?token=t' })).toEqual({
      title: 'Sign in to cohost',
      subtitle: 'Sign in or sign up to accept the invitation to cohost this party.',
    });
    // Anywhere else, and an RSVP even on those pages, keep their headings.
    expect(loginHeading({ productName: 'Elk', target: '/events' }).title).toBe("Let's do it!");
    expect(loginHeading({ productName: 'Elk', target: '/event/e1/create' }).title).toBe("Let's do it!");
    expect(
      loginHeading({ eventTitle: 'Garden party', productName: 'Elk', target: '/event/create' }).title,
    ).toBe('Sign in to RSVP');
  });
});

describe('providerFailureMessage', () => {
  it('words each kind of Google or Apple failure as the spec does', () => {
    expect(providerFailureMessage('cancelled')).toBeNull();
    expect(providerFailureMessage('network')).toBe(
      'Failed to login due to network issues, please try again later.',
    );
    expect(providerFailureMessage('auth')).toBe(
      'Failed to login due to auth failure, please try again later.',
    );
    expect(providerFailureMessage('server')).toBe(
      'Failed to login due to server issues, please try again later.',
    );
    expect(providerFailureMessage('timeout')).toBe('Request timed out, please try again.');
    expect(providerFailureMessage('provider', 'invalid_grant')).toBe('Failed to login due to invalid grant.');
    expect(providerFailureMessage('provider', '<b>x</b>')).toBe('Something went wrong. Please try again.');
    expect(providerFailureMessage('whatever')).toBe('Something went wrong. Please try again.');
  });
});
