import { fileURLToPath } from 'node:url';
import { purgeCSSPlugin } from '@fullhuman/postcss-purgecss';
import { reactRouter } from '@react-router/dev/vite';
import { appShellCheck, appShellChunk } from './app/lib/app-shell-chunk.ts';
import { bundleReportPlugin } from './app/lib/bundle-report.ts';
import { directPackageImportsPlugin } from './app/lib/direct-package-imports.ts';
import { leanEndpointsPlugin } from './app/lib/lean-endpoints.ts';
import { purgeCssOptions } from './app/styles/purge-css.ts';

const rootModule = fileURLToPath(new URL('./app/root.tsx', import.meta.url));
// Small modules every page (every route's `meta`) or every storefront page (the product tiles' basket rule, the
// category page's merchandising switch) loads: in the shell rather than in whichever small chunk Rollup merges
// them with, which a new route elsewhere changed (app-shell-chunk.ts, ADR 91).
const alsoInShell = [
  './app/features/layout/page-meta.ts',
  './app/features/merchandising/merchandising-query.ts',
  '../../packages/commerce/src/cart/order-type-for-color.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

// A plain object on purpose: @react-router/dev resolves the hoisted Vite, this package pins its own, and
// defineConfig from one does not type-check against the other's plugin types.
export default ({ command }: { command: 'build' | 'serve' }) => ({
  // The browser gets the endpoint definitions without their zod schemas (app/lib/lean-endpoints.ts).
  // `BUNDLE_REPORT=<file>` writes what each browser chunk holds (app/lib/bundle-report.ts).
  plugins: [
    leanEndpointsPlugin(),
    // Imports of these indexes become imports of the declaring files in the browser build (ADR 64).
    directPackageImportsPlugin(['@shop/contracts', '@shop/commerce', 'zod/v4/core']),
    reactRouter(),
    // The browser build fails without its app-shell chunk (app-shell-chunk.ts, ADR 64).
    appShellCheck(rootModule),
    ...(process.env.BUNDLE_REPORT ? [bundleReportPlugin(process.env.BUNDLE_REPORT)] : []),
  ],
  // @shop/contracts and @shop/commerce export TypeScript source, so they go through Vite, not Node's loader.
  ssr: { noExternal: ['@shop/contracts', '@shop/commerce'] },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; its warnings are not ours to fix.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
      },
    },
    // Production builds drop the rules no component uses (ADR 0023); the dev server keeps them all, so a
    // class typed a moment ago works before the stylesheet is built again.
    postcss: { plugins: command === 'build' ? [purgeCSSPlugin(purgeCssOptions)] : [] },
  },
  // Fewer, larger chunks: each small file costs a request and its headers on a slow mobile line. What every
  // page loads is one chunk (app-shell-chunk.ts); Rollup merges the remaining chunks under 1 KB into chunks
  // loaded in like situations. At 4 KB it merged back-office code into the storefront's chunks (ADR 64).
  build: { rollupOptions: { output: { experimentalMinChunkSize: 1000 } } },
  environments: {
    client: {
      build: { rollupOptions: { output: { manualChunks: appShellChunk(rootModule, alsoInShell) } } },
    },
  },
  server: { port: 3000 },
});
