import { reactRouter } from '@react-router/dev/vite';

// A plain object on purpose: @react-router/dev resolves the hoisted Vite, this package pins its own, and
// defineConfig from one does not type-check against the other's plugin types.
export default {
  plugins: [reactRouter()],
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
  },
  // Fewer, larger chunks: each small file costs a request and its headers on a slow mobile line.
  build: { rollupOptions: { output: { experimentalMinChunkSize: 4000 } } },
  server: { port: 3000 },
};
