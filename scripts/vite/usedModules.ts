import type { Rolldown } from 'vite';

// Which modules a page really runs before any dynamic import: the static import graph from its module, but
// following only what is used. The plain graph says far more: with verbatimModuleSyntax an
// `import { type X } from './schema'` stays an (empty) import of the schema, a feature's index.ts re-exports
// all of the feature while a page takes one component from it, and a module of rules imports date helpers for
// the one function the page does not call. The bundler drops those when it shakes the tree; this walk drops
// them the same way, roughly: the top-level statements a requested export needs (and those they need) are
// used, their imported bindings are requested of the modules they come from, re-exports pass requests on, and
// a module with side effects (a stylesheet, a package that says so) is used whole. Only where chunks go
// depends on it, never what code runs: a guess too small leaves a module to automatic splitting, one too big
// puts a module in a page's chunk that it did not need.

type PluginContext = Rolldown.PluginContext;
type Names = Set<string> | 'all';
type Node = { type: string; [key: string]: unknown };

const DEFAULT_LOCAL = '*default*';

type Statement = { declares: Set<string>; refs: Set<string>; effect: boolean };
type ModuleSummary = {
  /** False for CommonJS and other modules without import or export statements: all their imports count. */
  esm: boolean;
  statements: Statement[];
  /** Exported name → the local name it exports. */
  ownExports: Map<string, string>;
  /** Local name → where it is imported from ('*' for a namespace). */
  imports: Map<string, { source: string; name: string }>;
  /** Imports without bindings (`import './x.css'`). */
  bare: string[];
  reexports: { source: string; imported: string; exported: string }[];
  starReexports: string[];
};

function identifiers(node: unknown, into: Set<string>): Set<string> {
  if (!node || typeof node !== 'object') return into;
  if (Array.isArray(node)) {
    for (const item of node) identifiers(item, into);
    return into;
  }
  const n = node as Node;
  if ((n.type === 'Identifier' || n.type === 'JSXIdentifier') && typeof n.name === 'string') into.add(n.name);
  for (const key in n) if (key !== 'type' && key !== 'start' && key !== 'end') identifiers(n[key], into);
  return into;
}

const nameOf = (node: unknown): string => {
  const n = node as { type: string; name?: string; value?: unknown };
  return n.type === 'Identifier' ? (n.name ?? '') : String(n.value);
};

function declared(declaration: Node | null | undefined): Set<string> {
  if (!declaration) return new Set();
  if (declaration.type === 'VariableDeclaration') {
    const names = new Set<string>();
    for (const d of declaration.declarations as Node[]) identifiers(d.id, names);
    return names;
  }
  return declaration.id ? new Set([nameOf(declaration.id)]) : new Set();
}

function summarize(ctx: PluginContext, code: string): ModuleSummary {
  const summary: ModuleSummary = {
    esm: false,
    statements: [],
    ownExports: new Map(),
    imports: new Map(),
    bare: [],
    reexports: [],
    starReexports: [],
  };
  const program = ctx.parse(code) as unknown as { body: Node[] };
  const localExports: { local: string; exported: string }[] = [];
  for (const statement of program.body) {
    const source = (statement.source as { value?: string } | null | undefined)?.value;
    switch (statement.type) {
      case 'ImportDeclaration': {
        summary.esm = true;
        const specifiers = statement.specifiers as Node[];
        if (specifiers.length === 0) summary.bare.push(source!);
        for (const s of specifiers) {
          const name =
            s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.type === 'ImportNamespaceSpecifier'
                ? '*'
                : nameOf(s.imported);
          summary.imports.set(nameOf(s.local), { source: source!, name });
        }
        break;
      }
      case 'ExportAllDeclaration':
        summary.esm = true;
        if (statement.exported) {
          summary.reexports.push({ source: source!, imported: '*', exported: nameOf(statement.exported) });
        } else summary.starReexports.push(source!);
        break;
      case 'ExportDefaultDeclaration': {
        summary.esm = true;
        const declaration = statement.declaration as Node;
        const names = declared(declaration.type.endsWith('Declaration') ? declaration : null);
        names.add(DEFAULT_LOCAL);
        summary.ownExports.set('default', DEFAULT_LOCAL);
        summary.statements.push({
          declares: names,
          refs: identifiers(declaration, new Set()),
          effect: false,
        });
        break;
      }
      case 'ExportNamedDeclaration': {
        summary.esm = true;
        const specifiers = (statement.specifiers ?? []) as Node[];
        if (source) {
          for (const s of specifiers) {
            summary.reexports.push({ source, imported: nameOf(s.local), exported: nameOf(s.exported) });
          }
          break;
        }
        for (const s of specifiers)
          localExports.push({ local: nameOf(s.local), exported: nameOf(s.exported) });
        const declaration = statement.declaration as Node | null;
        if (declaration) {
          const names = declared(declaration);
          for (const name of names) summary.ownExports.set(name, name);
          summary.statements.push({
            declares: names,
            refs: identifiers(declaration, new Set()),
            effect: false,
          });
        }
        break;
      }
      default: {
        const names = declared(statement);
        summary.statements.push({
          declares: names,
          refs: identifiers(statement, new Set()),
          // A bare expression (a call, an assignment to something declared here) runs with what it touches.
          effect: names.size === 0,
        });
      }
    }
  }
  // `import { a } from 'x'; export { a }` re-exports; `const a = …; export { a as b }` exports its own.
  for (const { local, exported } of localExports) {
    const binding = summary.imports.get(local);
    if (binding) summary.reexports.push({ source: binding.source, imported: binding.name, exported });
    else summary.ownExports.set(exported, local);
  }
  return summary;
}

/** The local names a module's requested exports need, following its own top-level statements. */
function neededLocals(summary: ModuleSummary, names: Names, whole: boolean): Set<string> {
  const needed = new Set<string>();
  if (whole || names === 'all') {
    for (const statement of summary.statements) for (const ref of statement.refs) needed.add(ref);
    return needed;
  }
  for (const name of names) {
    const local = summary.ownExports.get(name);
    if (local) needed.add(local);
  }
  const used = new Set<Statement>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const statement of summary.statements) {
      if (used.has(statement)) continue;
      const touches = [...(statement.effect ? statement.refs : statement.declares)].some((n) =>
        needed.has(n),
      );
      if (!touches) continue;
      used.add(statement);
      for (const ref of statement.refs) needed.add(ref);
      grew = true;
    }
  }
  return needed;
}

type ModuleInfo = NonNullable<ReturnType<PluginContext['getModuleInfo']>>;

/**
 * What every walk of one build shares: each module's parsed summary, its module info and each import's
 * resolution. A build walks the graph from a dozen roots (the entry, each first-visit page, each lazy part of
 * them) that run mostly the same modules; parsing each module once instead of once per walk, and asking the
 * bundler for its info once (each call copies it out of the bundler), took the build's own share of a
 * client build from about 25 s of CPU to a few.
 */
export type ModuleGraph = {
  summaryOf: (id: string) => ModuleSummary | null;
  infoOf: (id: string) => ModuleInfo | null;
  resolve: (source: string, importer: string) => Promise<string | null>;
  /** Whether a module may have side effects, as its package.json says (`sideEffects`); unknown counts as yes. */
  sideEffects: Map<string, boolean>;
};

/** A graph for one build's walks; make it once the module graph is complete (buildEnd). */
export function moduleGraph(ctx: PluginContext): ModuleGraph {
  const infos = new Map<string, ModuleInfo | null>();
  const infoOf = (id: string) => {
    if (!infos.has(id)) infos.set(id, ctx.getModuleInfo(id));
    return infos.get(id)!;
  };
  const summaries = new Map<string, ModuleSummary | null>();
  const summaryOf = (id: string) => {
    if (!summaries.has(id)) {
      const code = infoOf(id)?.code;
      summaries.set(id, code ? summarize(ctx, code) : null);
    }
    return summaries.get(id)!;
  };
  const resolved = new Map<string, string | null>();
  const sideEffects = new Map<string, boolean>();
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) {
      const result = await ctx.resolve(source, importer);
      const id = result && !result.external ? result.id : null;
      resolved.set(key, id);
      if (id) sideEffects.set(id, result!.moduleSideEffects !== false);
    }
    return resolved.get(key)!;
  };
  return { summaryOf, infoOf, resolve, sideEffects };
}

/** The modules `roots` run, as explained above. A root's own code always counts. */
export async function usedStaticModules(graph: ModuleGraph, roots: string[]): Promise<Set<string>> {
  const { summaryOf, infoOf, resolve, sideEffects } = graph;
  const asked = new Map<string, Names>();
  const used = new Set<string>();
  const followed = new Map<string, Set<string>>();
  const pending: string[] = [];
  const ask = (id: string | null, names: Names) => {
    if (!id || !infoOf(id)) return;
    const before = asked.get(id);
    if (before === 'all') return;
    if (names === 'all') asked.set(id, 'all');
    else {
      const merged = new Set(before ?? []);
      const size = merged.size;
      for (const name of names) merged.add(name);
      if (before && merged.size === size) return;
      asked.set(id, merged);
    }
    pending.push(id);
  };
  for (const root of roots) {
    used.add(root);
    ask(root, 'all');
  }

  while (pending.length) {
    const id = pending.pop()!;
    const names = asked.get(id)!;
    const summary = summaryOf(id);
    const info = infoOf(id)!;
    if (!summary || !summary.esm) {
      // A stylesheet, JSON, or CommonJS: everything it imports runs with it.
      used.add(id);
      for (const dep of info.importedIds) ask(dep, 'all');
      continue;
    }
    const whole = roots.includes(id) || sideEffects.get(id) !== false;
    const locals = neededLocals(summary, names, whole);
    const ownUsed = whole || summary.statements.some((s) => [...s.declares].some((n) => locals.has(n)));
    if (ownUsed) {
      used.add(id);
      const done = followed.get(id) ?? new Set<string>();
      followed.set(id, done);
      for (const local of locals) {
        const binding = summary.imports.get(local);
        if (!binding || done.has(local)) continue;
        done.add(local);
        ask(await resolve(binding.source, id), binding.name === '*' ? 'all' : new Set([binding.name]));
      }
      for (const source of summary.bare) {
        if (done.has(`\0${source}`)) continue;
        done.add(`\0${source}`);
        const target = await resolve(source, id);
        if (target && sideEffects.get(target)) ask(target, 'all');
      }
    }
    for (const { source, imported, exported } of summary.reexports) {
      if (names !== 'all' && !names.has(exported)) continue;
      ask(await resolve(source, id), imported === '*' ? 'all' : new Set([imported]));
    }
    if (summary.starReexports.length) {
      const named = new Set(summary.reexports.map((r) => r.exported));
      const rest: Names =
        names === 'all'
          ? 'all'
          : new Set([...names].filter((name) => !summary.ownExports.has(name) && !named.has(name)));
      if (rest === 'all' || rest.size > 0) {
        for (const source of summary.starReexports) ask(await resolve(source, id), rest);
      }
    }
  }
  return used;
}
