import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core, injected into the page as its own script, checks the rendered page against WCAG 2.1 A/AA.

// Evaluated through the DevTools protocol rather than a <script> tag, which our CSP (rightly) refuses.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

type AxeResults = {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }[];
};

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page as it is now (or inside `scope`, a CSS selector),
 * each with the elements it was found on. Animations are finished first so colours are read at rest.
 */
export async function seriousViolations(page: Page, scope?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await page.waitForTimeout(400);
  const results = (await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    return axe.run(selector ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
  }, scope ?? null)) as AxeResults;
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes
        .slice(0, 8)
        .map(
          (n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary?.split('\n')[1] ?? ''}`,
        ),
    }));
}

/** A readable list of findings for an assertion message. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `${f.impact} ${f.id}: ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');
}
