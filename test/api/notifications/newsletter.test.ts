import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_RESEND_MS } from '../../../src/server/features/landing/newsletter';
import { newsletterSubscriptions, outbox } from '../../../src/server/platform/db/schema';
import { MSG } from '../../../src/shared/common/copy';
import { NEWSLETTER_COPY } from '../../../src/shared/landing/copy';
import { trpcCall } from '../../helpers/trpcHttp';
import { createTestApp, type TestApp } from '../../helpers/testApp';

// Issue 20: the landing footer's newsletter signup. It stores the address once (validated by the spec's e-mail
// rule, compared without case), sends one confirmation e-mail through the mail provider (double opt-in), and
// answers every signup alike, so nobody learns whether an address is on the list. Only the e-mailed link's
// token confirms.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (emailAddress: unknown) =>
  trpcCall(t.app, { path: 'landing.subscribeNewsletter', kind: 'mutation' }, { emailAddress });
const confirm = (token: string) =>
  trpcCall(t.app, { path: 'landing.confirmNewsletter', kind: 'mutation' }, { token });

const rowOf = async (email: string) =>
  (await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.to, email));

async function confirmationMails(email: string, count: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const mails = await mailsTo(email);
    if (mails.length >= count || Date.now() > until) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([a-z0-9]+)/.exec(text)?.[1];

describe('the newsletter signup', () => {
  it('stores the address, e-mails a confirmation link, and only that link confirms it', async () => {
    const signup = await subscribe('  Nora.News@Example.com ');
    expect(signup.data).toEqual({ success: true });
    expect(signup.text).not.toContain('nora');
    const row = await rowOf('nora.news@example.com');
    expect(row?.confirmedAt).toBeNull();

    const [mail] = await confirmationMails('nora.news@example.com', 1);
    expect(mail?.subject).toBe(NEWSLETTER_COPY.mailSubject);
    const token = tokenIn(mail!.text);
    expect(token).toMatch(/^[a-z0-9]{32}$/);
    expect(mail!.html).toContain(`/newsletter/confirm?token=${token}`);
    // The database keeps the token's hash, never the token.
    const stored = await rowOf('nora.news@example.com');
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token!);

    // One character changed (never to itself: a token ending in 'x' would otherwise stay right).
    const wrong = await confirm(`${token!.slice(0, -1)}${token!.endsWith('x') ? 'y' : 'x'}`);
    expect(wrong.error).toEqual({ code: 'NOT_FOUND', message: NEWSLETTER_COPY.linkInvalid });
    expect((await rowOf('nora.news@example.com'))?.confirmedAt).toBeNull();

    expect((await confirm(token!)).data).toEqual({ confirmed: true });
    const confirmedAt = (await rowOf('nora.news@example.com'))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    // Opening the link again changes nothing and still says yes.
    expect((await confirm(token!)).data).toEqual({ confirmed: true });
    expect((await rowOf('nora.news@example.com'))?.confirmedAt).toEqual(confirmedAt);
  });

  it('keeps one row per address and sends no second e-mail within the resend delay', async () => {
    const email = 'dup.signup@example.com';
    for (const typed of [email, 'DUP.signup@example.com', ` ${email}`]) {
      expect((await subscribe(typed)).data).toEqual({ success: true });
    }
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    await confirmationMails(email, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailsTo(email)).toHaveLength(1);

    // Past the delay an unconfirmed address gets a fresh link; the old one stops working.
    const [first] = await mailsTo(email);
    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmationRequestedAt: new Date(Date.now() - NEWSLETTER_RESEND_MS - 1_000) })
      .where(eq(newsletterSubscriptions.email, email));
    expect((await subscribe(email)).data).toEqual({ success: true });
    const mails = await confirmationMails(email, 2);
    expect(mails).toHaveLength(2);
    const newest = mails.find((m) => m.id !== first!.id)!;
    expect(tokenIn(newest.text)).not.toBe(tokenIn(first!.text));
    expect((await confirm(tokenIn(first!.text)!)).error?.code).toBe('NOT_FOUND');
    expect((await confirm(tokenIn(newest.text)!)).data).toEqual({ confirmed: true });
  });

  it('answers a confirmed address as any other, and sends it nothing more', async () => {
    const email = 'already.in@example.com';
    await subscribe(email);
    const [mail] = await confirmationMails(email, 1);
    await confirm(tokenIn(mail!.text)!);
    await t.db
      .update(newsletterSubscriptions)
      .set({ confirmationRequestedAt: new Date(0) })
      .where(eq(newsletterSubscriptions.email, email));
    const again = await subscribe(email);
    const fresh = await subscribe('brand.new@example.com');
    expect(again.status).toBe(fresh.status);
    expect(again.text).toBe(fresh.text);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("refuses what is not an e-mail address in the spec's words, storing nothing", async () => {
    for (const bad of ['', 'nora', 'nora@example', 'nora@example.c', 'a b@example.com', 42, null]) {
      const reply = await subscribe(bad);
      expect(reply.error?.code, String(bad)).toBe('BAD_REQUEST');
      expect(reply.error?.message, String(bad)).toContain(MSG.invalidEmail);
    }
    expect(
      await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'nora')),
    ).toEqual([]);
  });

  it('refuses an expired link in the same words as an unknown one', async () => {
    const email = 'late.clicker@example.com';
    await subscribe(email);
    const [mail] = await confirmationMails(email, 1);
    await t.db
      .update(newsletterSubscriptions)
      .set({ tokenExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(newsletterSubscriptions.email, email));
    const reply = await confirm(tokenIn(mail!.text)!);
    expect(reply.error).toEqual({ code: 'NOT_FOUND', message: NEWSLETTER_COPY.linkInvalid });
    expect((await rowOf(email))?.confirmedAt).toBeNull();
  });
});
