import { defineConfig } from 'vitest/config';

// Used with `vitest --root apps/web`; keeps the React Router Vite plugin out of unit tests.
export default defineConfig({
  test: { include: ['app/**/*.test.{ts,tsx}'], environment: 'node' },
});
