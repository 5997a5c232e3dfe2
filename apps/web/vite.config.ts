import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // @shop/contracts exports TypeScript source, so it has to go through Vite instead of Node's loader.
  ssr: { noExternal: ['@shop/contracts'] },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global functions; its warnings are not ours to fix.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls', 'if-function'],
      },
    },
  },
  server: { port: 3000 },
});
