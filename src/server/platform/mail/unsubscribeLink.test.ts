import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../providers/mail';
import { withUnsubscribe } from './unsubscribeLink';

// The unsubscribe footer (issue 38): inside the mail's body, styled like the card, never after </html>, where
// mail programs drop it or show it unstyled.

const parts = {
  headers: { 'List-Unsubscribe': '<https://elk.example/api/unsubscribe/t>' },
  pageUrl: 'https://elk.example/unsubscribe/t?a=1&b=2',
};
const mail = (html?: string): MailMessage => ({
  to: 'ann@example.com',
  subject: 'Hi',
  text: 'Hello.\n\n',
  ...(html ? { html } : {}),
});

describe('withUnsubscribe', () => {
  it('puts the footer at the end of the body, styled, with the link escaped', () => {
    const html =
      '<!DOCTYPE html>\n<html><head></head><BODY style="background:#f4eff6"><p>Card</p></BODY></html>';
    const sent = withUnsubscribe(mail(html), parts).html!;
    expect(sent.endsWith('</BODY></html>')).toBe(true);
    const footer = sent.slice(sent.indexOf('<p>Card</p>') + '<p>Card</p>'.length, sent.indexOf('</BODY>'));
    expect(footer).toContain('Stop getting e-mails about this party:');
    expect(footer).toContain('href="https://elk.example/unsubscribe/t?a=1&amp;b=2"');
    expect(footer).toMatch(/style="[^"]*font-family:[^"]*color:#5c5266/);
  });

  it('adds the footer after a fragment without a body, and a text line and the headers', () => {
    const sent = withUnsubscribe(mail('<div>Notice</div>'), parts);
    expect(sent.html!.startsWith('<div>Notice</div>\n<table')).toBe(true);
    expect(sent.text).toBe(
      'Hello.\n\n--\nStop getting e-mails about this party: https://elk.example/unsubscribe/t?a=1&b=2\n',
    );
    expect(sent.headers).toEqual(parts.headers);
    expect(withUnsubscribe(mail(), parts).html).toBeUndefined();
  });
});
