import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

type RenderedModule = { renderedLength: number };
type OutputChunk = {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  code: string;
  imports: string[];
  dynamicImports: string[];
  modules: Record<string, RenderedModule>;
};
type OutputAsset = { type: 'asset' };
type PluginContext = { environment?: { config: { consumer?: string } } };

/** One chunk of the browser build: its gzip size, the chunks it imports, and its modules by size. */
export type ChunkReport = {
  fileName: string;
  name: string;
  gzip: number;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; bytes: number }[];
};

/**
 * A Vite plugin that writes what each chunk of the production browser build holds (gzip size, imports,
 * modules by rendered size) as JSON to `file`: `BUNDLE_REPORT=/tmp/chunks.json npm run build`. Read it to
 * see why a module reaches a page (docs/benchmarks.md "JavaScript per route").
 */
export function bundleReportPlugin(file: string) {
  return {
    name: 'bundle-report',
    apply: 'build' as const,
    generateBundle(
      this: PluginContext,
      _options: unknown,
      bundle: Record<string, OutputChunk | OutputAsset>,
    ) {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      const chunks: ChunkReport[] = Object.values(bundle)
        .filter((output): output is OutputChunk => output.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          name: chunk.name,
          gzip: gzipSync(chunk.code, { level: 9 }).length,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.entries(chunk.modules)
            .map(([id, module]) => ({
              id: id.replace(/^.*node_modules\//, ''),
              bytes: module.renderedLength,
            }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        }));
      writeFileSync(file, JSON.stringify(chunks, null, 2));
    },
  };
}
