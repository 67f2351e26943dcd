import type { Rolldown } from 'vite';

// Which modules a page really runs before any dynamic import: the static import graph from its module, but
// following only the bindings that are imported. The plain graph says far more: with verbatimModuleSyntax an
// `import { type X } from './schema'` stays an (empty) import of the schema, and a feature's index.ts
// re-exports everything of the feature while a page takes one component from it. The bundler drops those
// when it shakes the tree; this walk drops them the same way, at module level: a module whose own code is used
// follows all its imports that bring bindings, a re-export is followed only for the names asked of it, and an
// import without bindings only when the imported module has side effects (a stylesheet).

type PluginContext = Rolldown.PluginContext;
type Names = Set<string> | 'all';

type ModuleSummary = {
  /** False for CommonJS and other modules without import or export statements: all their imports count. */
  esm: boolean;
  /** Names this module declares and exports itself ('default' included). */
  ownExports: Set<string>;
  imports: { source: string; names: Names }[];
  reexports: { source: string; imported: string; exported: string }[];
  /** `export * as name from`. */
  namespaceReexports: { source: string; exported: string }[];
  /** `export * from`. */
  starReexports: string[];
};

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown): string => {
  const n = node as { type: string; name?: string; value?: unknown };
  return n.type === 'Identifier' ? (n.name ?? '') : String(n.value);
};

function summarize(ctx: PluginContext, code: string): ModuleSummary {
  const summary: ModuleSummary = {
    esm: false,
    ownExports: new Set(),
    imports: [],
    reexports: [],
    namespaceReexports: [],
    starReexports: [],
  };
  const program = ctx.parse(code) as unknown as { body: Node[] };
  // Local names bound by imports: `import { a } from 'x'; export { a }` re-exports, it runs nothing of its own.
  const imported = new Map<string, { source: string; name: string }>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const s of statement.specifiers as Node[]) {
      const name =
        s.type === 'ImportDefaultSpecifier'
          ? 'default'
          : s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : nameOf(s.imported);
      imported.set(nameOf(s.local), { source: (statement.source as { value: string }).value, name });
    }
  }
  for (const statement of program.body) {
    const source = (statement.source as { value?: string } | null | undefined)?.value;
    switch (statement.type) {
      case 'ImportDeclaration': {
        summary.esm = true;
        const specifiers = statement.specifiers as Node[];
        const namespace = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
        summary.imports.push({
          source: source!,
          names: namespace
            ? 'all'
            : new Set(
                specifiers.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported))),
              ),
        });
        break;
      }
      case 'ExportAllDeclaration':
        summary.esm = true;
        if (statement.exported) {
          summary.namespaceReexports.push({ source: source!, exported: nameOf(statement.exported) });
        } else summary.starReexports.push(source!);
        break;
      case 'ExportDefaultDeclaration':
        summary.esm = true;
        summary.ownExports.add('default');
        break;
      case 'ExportNamedDeclaration': {
        summary.esm = true;
        const specifiers = (statement.specifiers ?? []) as Node[];
        if (source) {
          for (const s of specifiers) {
            summary.reexports.push({ source, imported: nameOf(s.local), exported: nameOf(s.exported) });
          }
          break;
        }
        for (const s of specifiers) {
          const binding = imported.get(nameOf(s.local));
          const exported = nameOf(s.exported);
          if (!binding) summary.ownExports.add(exported);
          else if (binding.name === '*')
            summary.namespaceReexports.push({ source: binding.source, exported });
          else summary.reexports.push({ source: binding.source, imported: binding.name, exported });
        }
        const declaration = statement.declaration as Node | null;
        if (declaration?.type === 'VariableDeclaration') {
          for (const d of declaration.declarations as Node[]) {
            const id = d.id as Node;
            if (id.type === 'Identifier') summary.ownExports.add(nameOf(id));
            else summary.ownExports.add('*'); // a destructuring export: treat the module as used
          }
        } else if (declaration?.id) summary.ownExports.add(nameOf(declaration.id));
        break;
      }
    }
  }
  return summary;
}

/**
 * The modules `roots` run, as explained above. Call it once the module graph is complete (buildEnd).
 * A root's own code always counts.
 */
export async function usedStaticModules(ctx: PluginContext, roots: string[]): Promise<Set<string>> {
  const summaries = new Map<string, ModuleSummary | null>();
  const summaryOf = (id: string) => {
    if (!summaries.has(id)) {
      const code = ctx.getModuleInfo(id)?.code;
      summaries.set(id, code ? summarize(ctx, code) : null);
    }
    return summaries.get(id)!;
  };
  const resolved = new Map<string, string | null>();
  /** Whether a module may have side effects, as its package.json says (`sideEffects`); unknown counts as yes. */
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

  const asked = new Map<string, Names>();
  const used = new Set<string>();
  const pending: string[] = [];
  const ask = (id: string | null, names: Names) => {
    if (!id || !ctx.getModuleInfo(id)) return;
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

  const followed = new Set<string>();
  while (pending.length) {
    const id = pending.pop()!;
    const names = asked.get(id)!;
    const summary = summaryOf(id);
    const info = ctx.getModuleInfo(id)!;
    if (!summary || !summary.esm) {
      // A stylesheet, JSON, or CommonJS: everything it imports runs with it.
      used.add(id);
      for (const dep of info.importedIds) ask(dep, 'all');
      continue;
    }
    const ownUsed =
      used.has(id) ||
      sideEffects.get(id) !== false ||
      names === 'all' ||
      [...names].some((name) => summary.ownExports.has(name)) ||
      summary.ownExports.has('*');
    if (ownUsed && !followed.has(id)) {
      followed.add(id);
      used.add(id);
      for (const { source, names: imported } of summary.imports) {
        const target = await resolve(source, id);
        if (!target) continue;
        const bindings = imported === 'all' || imported.size > 0;
        if (bindings) ask(target, imported);
        else if (sideEffects.get(target)) ask(target, 'all');
      }
    }
    for (const { source, imported, exported } of summary.reexports) {
      if (names === 'all' || names.has(exported)) ask(await resolve(source, id), new Set([imported]));
    }
    for (const { source, exported } of summary.namespaceReexports) {
      if (names === 'all' || names.has(exported)) ask(await resolve(source, id), 'all');
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
