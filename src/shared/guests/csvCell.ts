// Cells of an exported guest list (spec section 5, "Download CSV"). A spreadsheet runs a cell that starts with
// =, +, -, @, tab or CR as a formula. OWASP's CSV-injection rule: a cell must not start with one, and neither
// may any part of it that a separator or a quote could turn into a cell of its own (`;=cmd` in a locale that
// splits on semicolons, `",=cmd`); leading spaces do not help, since some spreadsheets trim them. Such text from
// guests gets an apostrophe in front (which spreadsheets do not show), and the file quotes every cell, so a
// separator inside one never splits it (see invitesCsv.ts).

/** A formula character at the start of the cell, or after a separator or quote, spaces allowed before it. */
const FORMULA_START = /(?:^|[,;\t\r\n"'|])[ \u00a0]*[=+\-@\t\r]/;

export function neutraliseCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export type ExportedParty = { title: string; startTime?: number | null; timeZone?: string | null };

/** YYYY-MM-DD of an instant in a time zone (an unknown zone falls back to UTC). */
function dateIn(instant: Date, timeZone: string | null | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC' }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/**
 * 'Guestlist for {title} - {date}.csv', the one name the server's Content-Disposition and the client's download
 * both use. The date is the party's (its start in its own time zone; a party without a start uses today there),
 * and characters that break a header or a file name are replaced by spaces.
 */
export function guestListFileName(party: ExportedParty, now = new Date()): string {
  const safeTitle =
    party.title
      .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Untitled Party';
  const date = dateIn(party.startTime ? new Date(party.startTime) : now, party.timeZone);
  return `Guestlist for ${safeTitle} - ${date}.csv`;
}
