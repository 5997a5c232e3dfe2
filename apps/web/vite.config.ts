import { purgeCSSPlugin } from '@fullhuman/postcss-purgecss';
import { reactRouter } from '@react-router/dev/vite';
import { leanEndpointsPlugin } from './app/lib/lean-endpoints.ts';
import { purgeCssOptions } from './app/styles/purge-css.ts';

// A plain object on purpose: @react-router/dev resolves the hoisted Vite, this package pins its own, and
// defineConfig from one does not type-check against the other's plugin types.
export default ({ command }: { command: 'build' | 'serve' }) => ({
  // The browser gets the endpoint definitions without their zod schemas (app/lib/lean-endpoints.ts).
  plugins: [leanEndpointsPlugin(), reactRouter()],
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
  // Fewer, larger chunks: each small file costs a request and its headers on a slow mobile line.
  build: { rollupOptions: { output: { experimentalMinChunkSize: 4000 } } },
  server: { port: 3000 },
});
