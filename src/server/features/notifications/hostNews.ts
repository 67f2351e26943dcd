import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

// What the hosts are told about answers (pure): one line per guest for 'as they arrive', the day's answers
// grouped with counts for the daily digest, and when a party's digest is due (9:00 on the party's clock).

/** One guest's answer as the hosts hear of it. */
export type AnswerNews = {
  name: string;
  rsvpStatus: 'INVITED' | 'SEEN' | 'YES' | 'NO' | 'HIDDEN';
  waitlistStatus: 'PENDING_APPROVAL' | 'DENIED' | 'APPROVED' | null;
  additionalGuestCount: number;
  /** The answer the hosts were told before, when they were. */
  previousStatus: string | null;
};

/** The whole party's numbers, as the guest list counts them. */
export type PartyTotals = { going: number; notGoing: number; awaiting: number };

/** The digest and host-update moments: every minute at most, and 9:00 in the party's time zone. */
export const HOST_UPDATE_INTERVAL_MS = 60_000;
export const DIGEST_HOUR = 9;

const nameOf = (news: Pick<AnswerNews, 'name'>) => news.name.trim() || 'A guest';

type Answer = 'going' | 'declined' | 'waitlist' | 'other';

function answerOf(news: Pick<AnswerNews, 'rsvpStatus' | 'waitlistStatus'>): Answer {
  if (news.rsvpStatus === 'YES') return news.waitlistStatus === 'PENDING_APPROVAL' ? 'waitlist' : 'going';
  if (news.rsvpStatus === 'NO') return 'declined';
  return 'other';
}

const ANSWER_WORDS: Record<Answer, string> = {
  going: 'is going',
  declined: "can't make it",
  waitlist: 'asked to join the guest list',
  other: 'has not decided yet',
};

const PREVIOUS_WORDS: Record<string, string> = { YES: 'going', NO: "can't make it" };

/** "Ann Lee is going (+2)", "Bo changed their answer: can't make it (was going)". */
export function answerLine(news: AnswerNews): string {
  const answer = answerOf(news);
  const extra = answer === 'going' && news.additionalGuestCount > 0 ? ` (+${news.additionalGuestCount})` : '';
  const was = news.previousStatus ? PREVIOUS_WORDS[news.previousStatus] : undefined;
  if (was && news.previousStatus !== news.rsvpStatus) {
    const now = answer === 'going' ? 'going' : ANSWER_WORDS[answer];
    return `${nameOf(news)} changed their answer: ${now}${extra} (was ${was})`;
  }
  return `${nameOf(news)} ${ANSWER_WORDS[answer]}${extra}`;
}

/** "Going 12 · Can't make it 3 · Awaiting 5" */
export function totalsLine(totals: PartyTotals): string {
  return `Going ${totals.going} · Can't make it ${totals.notGoing} · Awaiting ${totals.awaiting}`;
}

/** The subject of an 'as they arrive' message: the one answer, or how many. */
export function hostUpdateSubject(news: readonly AnswerNews[], title: string): string {
  if (news.length === 1) return `${answerLine(news[0]!)}: ${title}`;
  return `${news.length} new answers for ${title}`;
}

export type DigestGroup = { heading: string; names: string[] };

/** The digest's answers by group, each with its count: "Going (2): Ann (+1), Bo". */
export function digestGroups(news: readonly AnswerNews[]): DigestGroup[] {
  const groups: Record<Answer, string[]> = { going: [], declined: [], waitlist: [], other: [] };
  for (const item of news) {
    const answer = answerOf(item);
    const extra =
      answer === 'going' && item.additionalGuestCount > 0 ? ` (+${item.additionalGuestCount})` : '';
    groups[answer].push(`${nameOf(item)}${extra}`);
  }
  const headings: [Answer, string][] = [
    ['going', 'Going'],
    ['declined', "Can't make it"],
    ['waitlist', 'Asked to join'],
    ['other', 'Undecided'],
  ];
  return headings
    .filter(([key]) => groups[key].length > 0)
    .map(([key, heading]) => ({ heading: `${heading} (${groups[key].length})`, names: groups[key] }));
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Daily digest for Picnic: 2 new answers and 1 wall post" (either part alone when the other is none). */
export function digestSubject(count: number, title: string, wallPosts = 0): string {
  const answers = counted(count, 'new answer', 'new answers');
  const what =
    wallPosts === 0
      ? answers
      : count === 0
        ? counted(wallPosts, 'new wall post', 'new wall posts')
        : `${answers} and ${counted(wallPosts, 'wall post', 'wall posts')}`;
  return `Daily digest for ${title}: ${what}`;
}

/**
 * The party's local date when its digest is due at `now` (9:00 or later on its clock, and not yet done that
 * day), else null.
 */
export function digestDueOn(now: Date, timeZone: string, doneOn: string | null): string | null {
  const local = new TZDate(now, timeZone || 'UTC');
  if (local.getHours() < DIGEST_HOUR) return null;
  const day = format(local, 'yyyy-MM-dd');
  return doneOn !== null && doneOn >= day ? null : day;
}

/** When the next 'as they arrive' message may go, or null when one may go now. */
export function nextHostUpdateAt(lastSentAt: Date | null, now: Date): Date | null {
  if (!lastSentAt) return null;
  const next = lastSentAt.getTime() + HOST_UPDATE_INTERVAL_MS;
  return next > now.getTime() ? new Date(next) : null;
}
