// `npm run start:api`: the API host alone, compiled (`npm run build`, ADR 70), in production mode, configured by
// the environment (.env.example). Run as many as needed behind a load balancer; see README "Running in
// production". `npm start` instead runs one API host and one web server together for the demo.
// package.json runs this with `--conditions=compiled`: @shop/contracts, @shop/commerce and @shop/ui-texts then
// resolve to their compiled `dist/` too.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const entry = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
if (!existsSync(entry)) {
  console.error(
    `No compiled API host at ${path.relative(process.cwd(), entry) || entry}: run \`npm run build\` first.`,
  );
  process.exit(1);
}
// Without the condition the packages resolve to their TypeScript sources, which Node cannot load.
const conditions = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
if (!conditions.some((flag) => /^(--conditions|-C)(=|$)/.test(flag))) {
  console.error(
    'Run the API host with `npm run start:api` (node --conditions=compiled scripts/start-api.mjs).',
  );
  process.exit(1);
}
await import(pathToFileURL(entry).href);
