// The bench's figures as rows with a goal and a verdict, and the two ways they are printed: an aligned table for
// the terminal and a Markdown table for the README (`npm run bench -- --markdown`). Pure: no I/O here.

export type Goal = { op: '>=' | '<=' | '='; target: number; unit: '×' | 'ms' | 's' | 'kB' | 'MB' | '' };

/** pass/fail against the goal; info: a figure without a goal; missing: not measured (the reason is in `elk`). */
export type Verdict = 'pass' | 'fail' | 'info' | 'missing';

export type Row = {
  /** What is measured, e.g. "getEvent as visitor, 200 connections". */
  work: string;
  /** The Elk figure as printed. */
  elk: string;
  /** The bare node:http + pg figure from the same run ('' when the row has none). */
  baseline: string;
  /** The number the goal is checked against (a ratio, a latency, a count); null when not measured. */
  measured: number | null;
  goal?: Goal;
  verdict: Verdict;
};

/** Elk's figure over the baseline's, or null when either is missing or the baseline is zero. */
export function ratio(elk: number | null | undefined, baseline: number | null | undefined): number | null {
  if (elk === null || elk === undefined || baseline === null || baseline === undefined || baseline <= 0)
    return null;
  return elk / baseline;
}

export function judge(measured: number | null, goal?: Goal): Verdict {
  if (measured === null || !Number.isFinite(measured)) return 'missing';
  if (!goal) return 'info';
  if (goal.op === '>=') return measured >= goal.target ? 'pass' : 'fail';
  if (goal.op === '<=') return measured <= goal.target ? 'pass' : 'fail';
  return measured === goal.target ? 'pass' : 'fail';
}

/** A row with its verdict worked out from `measured` and `goal`. */
export function row(fields: Omit<Row, 'verdict'>): Row {
  return { ...fields, verdict: judge(fields.measured, fields.goal) };
}

/** A row whose measurement could not be made: the reason takes the Elk column. */
export function missingRow(work: string, reason: string, goal?: Goal): Row {
  return { work, elk: reason, baseline: '', measured: null, goal, verdict: 'missing' };
}

const OPS = { '>=': '≥', '<=': '≤', '=': '=' } as const;

export function formatGoal(goal?: Goal): string {
  if (!goal) return '';
  const unit = goal.unit === '' || goal.unit === '×' ? goal.unit : ` ${goal.unit}`;
  return `${OPS[goal.op]} ${goal.target}${unit}`;
}

/** A measured value with the goal's unit, rounded for reading (ratios to 2 decimals, the rest to whole numbers). */
export function formatMeasured(value: number | null, goal?: Goal): string {
  if (value === null || !Number.isFinite(value)) return '–';
  if (goal?.unit === '×') return `${value.toFixed(2)}×`;
  const rounded = Math.abs(value) >= 10 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1);
  const unit = !goal || goal.unit === '' ? '' : ` ${goal.unit}`;
  return `${rounded}${unit}`;
}

/** Thousands separated: 12,345. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

const HEADERS = ['work', 'Elk', 'bare node+pg', 'measured', 'goal', 'result'] as const;

function cells(r: Row): string[] {
  return [r.work, r.elk, r.baseline, formatMeasured(r.measured, r.goal), formatGoal(r.goal), r.verdict];
}

/** Columns padded to their widest cell, so the table reads in a terminal. */
export function formatTable(rows: Row[]): string {
  const table = [Array.from(HEADERS), ...rows.map(cells)];
  const widths = HEADERS.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length)));
  const lines = table.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return lines.join('\n');
}

/** The same rows as a Markdown table; pipes inside cells are escaped. */
export function formatMarkdown(rows: Row[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const line = (values: readonly string[]) => `| ${values.map(escape).join(' | ')} |`;
  return [line(HEADERS), line(HEADERS.map(() => '---')), ...rows.map((r) => line(cells(r)))].join('\n');
}

/** How many rows failed their goal and how many could not be measured. */
export function summarize(rows: Row[]): { passed: number; failed: number; missing: number } {
  return {
    passed: rows.filter((r) => r.verdict === 'pass').length,
    failed: rows.filter((r) => r.verdict === 'fail').length,
    missing: rows.filter((r) => r.verdict === 'missing').length,
  };
}

export const README_TABLE_START = '<!-- bench:table (npm run bench -- --readme) -->';
export const README_TABLE_END = '<!-- /bench:table -->';

/** The README with the text between the bench's markers replaced by `block`; the README unchanged without them. */
export function replaceReadmeTable(readme: string, block: string): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) return readme;
  return `${readme.slice(0, start + README_TABLE_START.length)}\n${block}\n${readme.slice(end)}`;
}
