import { type HtmlElement, Parser, StaticConfigLoader } from 'html-validate';

// Pages read as a crawler reads them: html-validate's HTML parser builds the DOM (its querySelector finds the
// tags), so a test asserts what a parser sees, not what a pattern over the text happens to match.

const configLoader = new StaticConfigLoader({ elements: ['html5'] });

/** The document's root element, parsed by html-validate. */
export async function parseHtmlDocument(html: string): Promise<HtmlElement> {
  const config = await configLoader.getConfigFor('page.html');
  return new Parser(config).parseHtml(html);
}

/** The content of every <meta name="robots"> of the page, in order. */
export async function robotsMetaOf(html: string): Promise<string[]> {
  const root = await parseHtmlDocument(html);
  return root
    .querySelectorAll('head meta[name="robots"]')
    .map((meta) => String(meta.getAttributeValue('content') ?? ''));
}
