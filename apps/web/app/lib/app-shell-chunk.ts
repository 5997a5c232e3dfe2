type Statement = { type: string; source?: unknown };
type ModuleInfo = { importedIds: readonly string[]; ast: { body: readonly Statement[] } | null } | null;
type GetModuleInfo = (id: string) => ModuleInfo;

/**
 * Rollup's `manualChunks` for the browser build: every module the root route imports statically — React,
 * React Router, the header, the cart and price stores, i18n — goes into one chunk, `app-shell`.
 *
 * Every page loads the root route, so all of these load on every page anyway. Left to itself, Rollup splits
 * them by which route modules also import them (it does not know the root always loads beside a route):
 * dozens of small chunks, which `experimentalMinChunkSize` then merged with unrelated code of the back office
 * and the customer center, and every page loaded that too (ADR 64).
 */
export function appShellChunk(rootModule: string) {
  let shell: Set<string> | null = null;
  return (id: string, { getModuleInfo }: { getModuleInfo: GetModuleInfo }): string | undefined => {
    shell ??= staticGraph(rootModule, getModuleInfo);
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
      throw new Error(`The app shell would take in every module the barrel ${id} re-exports (ADR 64)`);
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
