type Statement = { type: string; source?: unknown };
type ModuleInfo = { importedIds: readonly string[]; ast: { body: readonly Statement[] } | null } | null;
type GetModuleInfo = (id: string) => ModuleInfo;
type OutputChunk = { type: 'chunk'; name: string; modules: Record<string, unknown> };
type OutputBundle = Record<string, OutputChunk | { type: 'asset' }>;
type PluginContext = { environment?: { config: { consumer?: string } } };

/**
 * Rollup's `manualChunks` for the browser build: every module the root route imports statically — React,
 * React Router, the header, the cart and price stores, i18n — goes into one chunk, `app-shell`.
 *
 * Every page loads the root route, so all of these load on every page anyway. Left to itself, Rollup splits
 * them by which route modules also import them (it does not know the root always loads beside a route):
 * dozens of small chunks, which `experimentalMinChunkSize` then merged with unrelated code of the back office
 * and the customer center, and every page loaded that too (ADR 64).
 *
 * `alsoInShell`: small modules (with what they import) that every page, or every storefront page, loads anyway
 * though the root does not import them (the pages' `meta` helper, the basket rule of the product tiles). Left
 * to Rollup, such a module went into whichever small chunk it merged it with, and a new route elsewhere changed
 * which: the storefront pages then loaded the checkout's country list and the act-as form beside it (ADR 91).
 */
export function appShellChunk(rootModule: string, alsoInShell: readonly string[] = []) {
  let shell: Set<string> | null = null;
  return (id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined => {
    shell ??= new Set(
      [rootModule, ...alsoInShell].flatMap((start) => [...staticGraph(start, getModuleInfo)]),
    );
    return shell.has(id) ? 'app-shell' : undefined;
  };
}

/**
 * The module and every module it reaches through static imports (not `import()`). Rollup puts every module
 * a manual chunk's modules import into that chunk too, so a barrel here would put every module it re-exports
 * (zod and every schema of the shop) on every page: the build fails instead (direct-package-imports.ts
 * rewrites the imports of `@shop/contracts` and `@shop/commerce`).
 */
export function staticGraph(start: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    if (id !== start && isBarrel(info))
      throw new Error(
        `app-shell-chunk (ADR 64): the app shell would take in every module the barrel ${id} re-exports; ` +
          'direct-package-imports.ts did not rewrite the imports of it',
      );
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/** A module whose every statement is `export … from '…'`. */
function isBarrel(info: NonNullable<ModuleInfo>): boolean {
  const body = info.ast?.body ?? [];
  return (
    body.length > 0 &&
    body.every(
      (statement) =>
        statement.type === 'ExportAllDeclaration' ||
        (statement.type === 'ExportNamedDeclaration' && statement.source != null),
    )
  );
}

/**
 * A Vite plugin that fails the browser build when no `app-shell` chunk holds the root route. The shell's
 * `manualChunks` reach Rollup through `environments.client` in vite.config.ts, beside React Router's own build
 * options; an upgrade of either that stopped passing them on would split the shell into dozens of chunks
 * again without a word (ADR 64).
 */
export function appShellCheck(rootModule: string) {
  return {
    name: 'app-shell-check',
    apply: 'build' as const,
    generateBundle(this: PluginContext, _options: unknown, bundle: OutputBundle) {
      if (this.environment?.config.consumer === 'server') return;
      const shell = Object.values(bundle).find(
        (output): output is OutputChunk => output.type === 'chunk' && output.name === 'app-shell',
      );
      if (!shell?.modules[rootModule]) {
        throw new Error(
          `app-shell-check (ADR 64): the browser build has no app-shell chunk holding ${rootModule}; ` +
            'the manualChunks of environments.client in vite.config.ts no longer reach Rollup',
        );
      }
    },
  };
}
