// Cells of an exported guest list (spec section 5, "Download CSV"). A spreadsheet runs a cell that starts with
// =, +, -, @, tab or CR as a formula, so such text from guests is prefixed with an apostrophe (OWASP CSV
// injection advice); the apostrophe is not shown by spreadsheets.

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** 'Guestlist for {title} - {date}.csv', with characters that break a Content-Disposition header removed. */
export function guestListFileName(title: string, date: string): string {
  const safeTitle = title.replace(/["\\/\r\n]+/g, ' ').trim() || 'party';
  return `Guestlist for ${safeTitle} - ${date}.csv`;
}
