type Node = { type: string; start: number; end: number };
type Literal = Node & { value: unknown };
type Identifier = Node & { name?: string; value?: unknown };
type Specifier = Node & { imported?: Identifier; local: Identifier; exported?: Identifier };
type Statement = Node & { source?: Literal | null; specifiers?: Specifier[]; exported?: Identifier | null };
type Program = { body: Statement[] };
type ModuleInfo = { ast: Program | null; exports: string[] | null };
type ResolvedId = { id: string } | null;
type PluginContext = {
  environment?: { config: { consumer?: string } };
  parse(code: string): Program;
  resolve(source: string, importer: string): Promise<ResolvedId>;
  load(options: { id: string }): Promise<ModuleInfo>;
};

/** Where a name that a barrel exports is declared: the file, and its name there. */
type Origin = { file: string; name: string };

const nameOf = (node: Identifier) => (node.type === 'Identifier' ? String(node.name) : String(node.value));

/**
 * A Vite plugin for the production browser build: `import { a, b } from '@shop/contracts'` becomes imports
 * from the files that declare `a` and `b`. The packages' indexes re-export every schema of the shop; Rollup
 * leaves the unused ones out of a chunk it forms itself, but a module placed with `manualChunks` brings every
 * module it imports into its chunk, the barrel's too (see app-shell-chunk.ts). The packages declare no side
 * effects (`"sideEffects": false`), so skipping the index changes nothing at run time (ADR 64).
 */
export function directPackageImportsPlugin(barrels: readonly string[]) {
  const origins = new Map<string, Promise<Map<string, Origin>>>();
  return {
    name: 'direct-package-imports',
    apply: 'build' as const,
    async transform(this: PluginContext, code: string, id: string) {
      if (this.environment && this.environment.config.consumer !== 'client') return null;
      if (id.startsWith('\0') || id.includes('/node_modules/')) return null;
      if (!barrels.some((barrel) => code.includes(`"${barrel}"`) || code.includes(`'${barrel}'`)))
        return null;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const statement of this.parse(code).body) {
        const source = statement.source?.value;
        if (statement.type !== 'ImportDeclaration' || typeof source !== 'string' || !barrels.includes(source))
          continue;
        const specifiers = statement.specifiers ?? [];
        // A default or namespace import needs the index itself.
        if (specifiers.length === 0 || specifiers.some((s) => s.type !== 'ImportSpecifier')) continue;
        const barrel = await this.resolve(source, id);
        if (!barrel) continue;
        if (!origins.has(barrel.id)) origins.set(barrel.id, originsOf(this, barrel.id));
        const byName = await (origins.get(barrel.id) as Promise<Map<string, Origin>>);
        const byFile = new Map<string, string[]>();
        for (const specifier of specifiers) {
          const imported = nameOf(specifier.imported as Identifier);
          const origin = byName.get(imported) ?? { file: barrel.id, name: imported };
          const names = byFile.get(origin.file) ?? [];
          names.push(`${origin.name} as ${specifier.local.name}`);
          byFile.set(origin.file, names);
        }
        const text = [...byFile]
          .map(([file, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(file)};`)
          .join('\n');
        edits.push({ start: statement.start, end: statement.end, text });
      }
      if (edits.length === 0) return null;
      let result = code;
      for (const edit of edits.reverse()) {
        result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      }
      return { code: result, map: null };
    },
  };
}

/** Every name a barrel re-exports, with the file that declares it (one level: `export … from` lines). */
async function originsOf(context: PluginContext, barrel: string): Promise<Map<string, Origin>> {
  const origins = new Map<string, Origin>();
  const { ast } = await context.load({ id: barrel });
  for (const statement of ast?.body ?? []) {
    const source = statement.source?.value;
    if (typeof source !== 'string') continue;
    const resolved = await context.resolve(source, barrel);
    if (!resolved) continue;
    if (statement.type === 'ExportAllDeclaration' && !statement.exported) {
      const { exports } = await context.load({ id: resolved.id });
      for (const name of exports ?? []) {
        if (name !== 'default' && !origins.has(name)) origins.set(name, { file: resolved.id, name });
      }
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers ?? []) {
        const name = nameOf(specifier.exported as Identifier);
        origins.set(name, { file: resolved.id, name: nameOf(specifier.local) });
      }
    }
  }
  return origins;
}
