import type { Plugin, Rolldown } from 'vite';
import { EVENT_PAGE_PRELOADS } from '../../src/shared/constants';
import { type ModuleGraph, moduleGraph, usedStaticModules } from './usedModules';

// How the pages people open first (a party link, the landing page) are cut into files (issue 14). Left to
// itself the bundler makes a small file of every set of modules that a different set of pages shares: a guest's
// first visit was 61 scripts, each a round trip's share and its headers on a 150 ms link. Here a first visit is
// a handful: `framework` (the libraries every page runs), `shell` (our code every page runs), and one file per
// first-visit page with what that page runs beyond those (what both run goes with every page's). Host
// tools, the editor and whatever is fetched on demand are still split automatically.

/** The pages people open first: the party page guests get, and the landing page (`/` sends visitors there). */
const FIRST_VISIT_PAGES = {
  'event-page': /[\\/]src[\\/]client[\\/]features[\\/]partyPage[\\/]EventView\.page\.tsx$/,
  landing: /[\\/]src[\\/]client[\\/](app[\\/]RootRedirect|features[\\/]landing[\\/]Welcome)\.page\.tsx$/,
} as const;
type FirstVisitPage = keyof typeof FIRST_VISIT_PAGES;

/**
 * Parts of a first-visit page fetched on demand but shown on every first visit (a guest's page mounts the photo
 * album a moment after the invitation): its module and one file with what it runs beyond the first visit's
 * files, instead of a file per icon and helper it shares with host pages. Asking for a file costs a
 * slow phone some 10 ms of its main thread; the album's six requests made one long task (issue 14: TBT).
 */
const ON_DEMAND_SECTIONS = {
  'album-section': /[\\/]src[\\/]client[\\/]features[\\/]album[\\/]AlbumSection\.tsx$/,
} as const;

/** Libraries in `framework`, our code in `shell`. */
const everyPageChunk = (id: string) => (/[\\/]node_modules[\\/]/.test(id) ? 'framework' : 'shell');

/** The chunk each module of a first visit goes in; filled once the module graph is complete. */
const chunkOf = new Map<string, string>();

/** Fills the map the groups below read, from the modules the entry and each first-visit page really run. */
export function firstVisitChunks(): Plugin {
  return {
    name: 'elk-first-visit-chunks',
    apply: 'build',
    async buildEnd() {
      chunkOf.clear();
      const graph = moduleGraph(this);
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => graph.infoOf(id)?.isEntry);
      const entry = await usedStaticModules(graph, entries);
      const pages = await Promise.all(
        Object.entries(FIRST_VISIT_PAGES).map(async ([name, pattern]) => {
          const roots = ids.filter((id) => pattern.test(id));
          return { name: name as FirstVisitPage, roots, modules: await usedStaticModules(graph, roots) };
        }),
      );
      if (process.env.ELK_DEBUG_CHUNKS) {
        (await import('node:fs')).writeFileSync(
          process.env.ELK_DEBUG_CHUNKS,
          JSON.stringify(
            {
              entries,
              entry: [...entry],
              pages: pages.map((p) => ({ name: p.name, roots: p.roots, modules: [...p.modules] })),
            },
            null,
            1,
          ),
        );
      }
      for (const id of entry) chunkOf.set(id, everyPageChunk(id));
      const lazyCode = await lazyCodeOfOtherPages(graph, ids, entry, pages);
      for (const page of pages) {
        const sharedWithLazy = lazyCode.get(page.name)!;
        for (const id of page.modules) {
          // The page's own module stays the route's chunk (what the router imports, the manifest's key).
          if (entry.has(id) || page.roots.includes(id)) continue;
          // Code that a lazy part of another page runs too (the guest page's album runs the landing's photo
          // cards) is left to automatic splitting: in this page's file it would make the other page fetch all
          // of this page's code for it.
          if (sharedWithLazy.has(id)) continue;
          // What both first-visit pages run joins what every page runs: one file fewer on either first visit.
          const shared = pages.some((other) => other !== page && other.modules.has(id));
          chunkOf.set(id, shared ? everyPageChunk(id) : page.name);
        }
      }
      for (const [name, pattern] of Object.entries(ON_DEMAND_SECTIONS)) {
        const roots = ids.filter((id) => pattern.test(id));
        for (const id of await usedStaticModules(graph, roots)) {
          // The section's own module stays the chunk its dynamic import names (the manifest's key).
          if (chunkOf.has(id) || roots.includes(id)) continue;
          // What a first-visit page runs too (the landing's photo icon) goes with every page: in the section's
          // file it would make that page fetch the section for it.
          const firstVisit = pages.some((page) => page.modules.has(id));
          chunkOf.set(id, firstVisit ? everyPageChunk(id) : name);
        }
      }
    },
  };
}

/**
 * Per first-visit page, the modules that another first-visit page's own lazy code runs (the guest page's album
 * runs the landing's photo cards). A page's own lazy code: dynamic imports made only from the page's modules or
 * from its own lazy code (routes every page can reach, like the editor, are nobody's).
 */
async function lazyCodeOfOtherPages(
  graph: ModuleGraph,
  ids: string[],
  entry: Set<string>,
  pages: { name: FirstVisitPage; roots: string[]; modules: Set<string> }[],
): Promise<Map<FirstVisitPage, Set<string>>> {
  const pageRoots = new Set(pages.flatMap((page) => page.roots));
  const lazyRoots = ids.filter(
    (id) => !pageRoots.has(id) && !entry.has(id) && (graph.infoOf(id)?.dynamicImporters.length ?? 0) > 0,
  );
  const runs = new Map<string, Set<string>>();
  const runsOf = async (root: string) => {
    if (!runs.has(root)) runs.set(root, await usedStaticModules(graph, [root]));
    return runs.get(root)!;
  };
  const ownLazyCode = new Map<FirstVisitPage, Set<string>>();
  for (const page of pages) {
    const reached = new Set(page.modules);
    const own = new Set<string>();
    let grew = true;
    while (grew) {
      grew = false;
      for (const root of lazyRoots) {
        if (own.has(root)) continue;
        if (!graph.infoOf(root)!.dynamicImporters.every((importer) => reached.has(importer))) continue;
        own.add(root);
        for (const id of await runsOf(root)) reached.add(id);
        grew = true;
      }
    }
    const modules = new Set<string>();
    for (const root of own) for (const id of await runsOf(root)) modules.add(id);
    ownLazyCode.set(page.name, modules);
  }
  return new Map(
    pages.map((page) => [
      page.name,
      new Set(pages.filter((other) => other !== page).flatMap((other) => [...ownLazyCode.get(other.name)!])),
    ]),
  );
}

/** The code-splitting groups (rolldownOptions.output.codeSplitting.groups) that put those modules together. */
export const firstVisitGroups = [
  'framework',
  'shell',
  ...Object.keys(FIRST_VISIT_PAGES),
  ...Object.keys(ON_DEMAND_SECTIONS),
].map((name) => ({
  name,
  test: (id: string) => chunkOf.get(id) === name,
  priority: 2,
}));

const EVENT_PAGE_MODULE = /features\/partyPage\/EventView\.page\.tsx$/;

/**
 * The event page is a lazy route: without help its code is asked for only once the entry has run (a second
 * round of requests, ~1 s later on a slow phone). This writes `<link rel="modulepreload">` (and a stylesheet
 * preload) for every file of its static import graph the entry does not already load into index.html, inside
 * an HTML comment; the server serves the event page's HTML with the comment opened
 * (src/server/features/events/posterHtml.ts), so a guest's browser fetches the page's code alongside the
 * entry's. Every other route gets the same index.html with the comment left shut.
 */
export function eventPagePreloads(): Plugin {
  return {
    name: 'elk-event-page-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticGraph = (start: Rolldown.OutputChunk[]) => {
          const seen = new Set<string>();
          const pending = [...start];
          while (pending.length) {
            const chunk = pending.pop()!;
            if (seen.has(chunk.fileName)) continue;
            seen.add(chunk.fileName);
            for (const file of chunk.imports) {
              const next = byFile.get(file);
              if (next) pending.push(next);
            }
          }
          return seen;
        };
        const page = chunks.find(
          (chunk) => chunk.facadeModuleId && EVENT_PAGE_MODULE.test(chunk.facadeModuleId),
        );
        if (!page) return html;
        const entryFiles = staticGraph(chunks.filter((chunk) => chunk.isEntry));
        const files = [...staticGraph([page])].filter((file) => !entryFiles.has(file));
        const cssOf = (file: string) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])];
        const entryCss = new Set([...entryFiles].flatMap(cssOf));
        const css = [...new Set(files.flatMap(cssOf))].filter((file) => !entryCss.has(file));
        const links = [
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        return html.replace(
          /<\/head>/i,
          `  <!--${EVENT_PAGE_PRELOADS}\n    ${links.join('\n    ')}\n    -->\n  </head>`,
        );
      },
    },
  };
}
