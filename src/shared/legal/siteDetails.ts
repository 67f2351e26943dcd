import { z } from 'zod';

// What the site says about who runs it and where else it can be found, all from the operator's settings
// (OPERATOR_NAME, OPERATOR_CONTACT, SOCIAL_LINKS, PRESS_MENTIONS, COMPANY_SITE_URL): nothing is shown that the
// operator did not configure (issue 40: no invented press names or social handles).

export const socialLinkSchema = z.object({ name: z.string().min(1), href: z.string().url() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** accounts.siteDetails: null or empty where the operator configured nothing. */
export const siteDetailsSchema = z.object({
  operatorName: z.string().nullable(),
  operatorContact: z.string().nullable(),
  socialLinks: z.array(socialLinkSchema),
  pressMentions: z.array(z.string()),
  /** Whether /about, /careers, /blog lead somewhere (the company site is configured). */
  companySite: z.boolean(),
});
export type SiteDetails = z.infer<typeof siteDetailsSchema>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * SOCIAL_LINKS: `Name=https://…` pairs, comma-separated, e.g. `Instagram=https://www.instagram.com/you`.
 * Empty or unset: no links. A pair without a name or with a link that is not http(s) is refused.
 */
export function parseSocialLinks(setting: string | undefined): Parsed<SocialLink[]> {
  const links: SocialLink[] = [];
  for (const pair of splitList(setting)) {
    const equals = pair.indexOf('=');
    const name = equals > 0 ? pair.slice(0, equals).trim() : '';
    const href = equals > 0 ? pair.slice(equals + 1).trim() : '';
    if (!name || !isWebUrl(href)) {
      return { ok: false, problem: `"${pair}" is not Name=https://…` };
    }
    links.push({ name, href });
  }
  return { ok: true, value: links };
}

/** PRESS_MENTIONS: the names of publications that wrote about the site, comma-separated. */
export function parsePressMentions(setting: string | undefined): string[] {
  return splitList(setting);
}

/** The file name of a "Download my data" export made on `day` (the browser's local date). */
export function dataExportFileName(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `elk-data-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.json`;
}

function splitList(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
