import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Endpoint } from '@shop/contracts/endpoint';

/** What the browser's `call` needs of a definition to send a request when it does not check answers. */
export type LeanEndpoint = Pick<Endpoint, 'operationId' | 'method' | 'path' | 'consumes' | 'responseKind'>;

type LeanDefinitions = Record<string, Record<string, LeanEndpoint>>;

/** The lean form of every definition of `endpoints` (grouped by domain); other exports are left out. */
export function leanDefinitions(endpoints: Record<string, Record<string, unknown>>): LeanDefinitions {
  const lean: LeanDefinitions = {};
  for (const [domain, exports] of Object.entries(endpoints)) {
    lean[domain] = {};
    for (const [name, value] of Object.entries(exports)) {
      const definition = value as Partial<Endpoint> | null;
      if (typeof definition?.operationId !== 'string') continue;
      const { operationId, method, path, consumes, responseKind } = definition as Endpoint;
      lean[domain][name] = { operationId, method, path, consumes, responseKind };
    }
  }
  return lean;
}

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '../../../..');
const definitionsIndex = path.join(repoRoot, 'packages/contracts/src/endpoints/index.ts');
const importPrefix = '@shop/contracts/endpoints';
const virtualPrefix = '\0lean-endpoints:';

/**
 * Every definition, lean, by domain. Read in a child process: the definitions register their schemas in
 * zod's global registry, which refuses an id twice, and the build may evaluate this config more than once.
 */
async function readLeanDefinitions(): Promise<LeanDefinitions> {
  const script = `
    import { pathToFileURL } from 'node:url';
    const { endpoints } = await import(pathToFileURL(${JSON.stringify(definitionsIndex)}).href);
    const { leanDefinitions } = await import(pathToFileURL(${JSON.stringify(thisFile)}).href);
    process.stdout.write(JSON.stringify(leanDefinitions(endpoints)));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LeanDefinitions;
}

/**
 * Each definition as `JSON.parse` of its text: Rollup (4.52) drops the properties of an object literal whose
 * only use is an argument inside a `try` block (ImportCart's definition came out as `{}`). Parsed values are
 * opaque to it; PURE still lets it leave out the definitions a page does not use.
 */
const parsedJson = (value: unknown) => `/* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** The source of a lean domain module: one export per definition. */
export function leanModule(definitions: Record<string, LeanEndpoint>): string {
  return Object.entries(definitions)
    .map(([name, definition]) => `export const ${name} = ${parsedJson(definition)};`)
    .join('\n');
}

type ResolveOptions = { ssr?: boolean } | undefined;
type PluginContext = { environment?: { config: { consumer?: string } } };

/**
 * A Vite plugin for the production browser build: `@shop/contracts/endpoints[/<domain>]` becomes the lean
 * definitions (operationId, method, path, consumes, responseKind). The browser's `call` checks answers only
 * in development, so a page does not need the zod schemas behind a definition, about 25 KB (gzip) on every
 * page. The server build and the development server keep the full definitions.
 */
export function leanEndpointsPlugin() {
  let definitions: Promise<LeanDefinitions> | null = null;
  let leanModules = 0;
  return {
    name: 'lean-endpoint-definitions',
    apply: 'build' as const,
    enforce: 'pre' as const,
    resolveId(this: PluginContext, source: string, _importer: string | undefined, options: ResolveOptions) {
      const client = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      if (!client) return null;
      if (source === importPrefix) return `${virtualPrefix}*`;
      if (source.startsWith(`${importPrefix}/`))
        return `${virtualPrefix}${source.slice(importPrefix.length + 1)}`;
      return null;
    },
    // `cart.importCart` of a definition the lean module lacks would be undefined at run time: fail the build.
    onLog(_level: string, log: { code?: string; exporter?: string; message: string }) {
      if (log.code === 'MISSING_EXPORT' && log.exporter?.startsWith(virtualPrefix)) {
        throw new Error(`${log.message} (no such endpoint definition in ${definitionsIndex})`);
      }
    },
    async load(id: string) {
      if (!id.startsWith(virtualPrefix)) return null;
      leanModules += 1;
      definitions ??= readLeanDefinitions();
      const byDomain = await definitions;
      // The import path names the file (`customer-center`), `endpoints` the domain (`customerCenter`).
      const domain = id
        .slice(virtualPrefix.length)
        .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      if (domain === '*') return `export const endpoints = ${parsedJson(byDomain)};`;
      const domainDefinitions = byDomain[domain];
      if (!domainDefinitions)
        throw new Error(`No endpoint definitions for '${domain}' in ${definitionsIndex}`);
      return leanModule(domainDefinitions);
    },
    // Browser modules do import definitions: none came through here means Vite no longer asks this plugin
    // for the browser's imports, and every page would carry zod and the schemas again (ADR 26).
    buildEnd(this: PluginContext, error?: Error) {
      if (error || this.environment?.config.consumer !== 'client' || leanModules > 0) return;
      throw new Error(
        `lean-endpoint-definitions (ADR 26): the browser build imported no ${importPrefix} module through this plugin`,
      );
    },
  };
}
