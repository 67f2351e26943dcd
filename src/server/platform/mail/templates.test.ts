import { describe, expect, it } from 'vitest';
import { documentTitle, layoutTable, mailDocument } from './templates';

describe('documentTitle', () => {
  it('escapes a short title and keeps it whole', () => {
    expect(documentTitle('  Tea & "cake"  ')).toBe('Tea &amp; &quot;cake&quot;');
  });

  it('cuts a long title to 70 characters of markup, never inside an entity, with an ellipsis', () => {
    const cut = documentTitle(`${'a'.repeat(66)} & more words`);
    expect(cut).toBe(`${'a'.repeat(66)}…`);
    const entities = documentTitle('<'.repeat(30));
    expect(entities).toBe(`${'&lt;'.repeat(17)}…`);
    expect(entities.length).toBeLessThanOrEqual(70);
  });
});

describe('mailDocument', () => {
  it('is one HTML5 document with the title, the hidden preview line and the body', () => {
    const html = mailDocument({ title: 'Hi <you>', preheader: 'Soon & near', body: '<p>Card</p>' });
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<title>Hi &lt;you&gt;</title>');
    expect(html).toMatch(
      /<body>\n<div style="display:none[^"]*">Soon &amp; near<\/div>\n<p>Card<\/p>\n<\/body><\/html>$/,
    );
  });

  it('makes layout tables with CSS in place of cellpadding, cellspacing and border', () => {
    expect(layoutTable('<tr><td>x</td></tr>', 'width:100%')).toBe(
      '<table role="presentation" style="border-collapse:collapse;border-spacing:0;border:0;' +
        'mso-table-lspace:0pt;mso-table-rspace:0pt;width:100%"><tbody><tr><td>x</td></tr></tbody></table>',
    );
  });
});
