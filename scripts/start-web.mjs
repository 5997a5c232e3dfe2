// `npm run start:web`: the storefront's web server (apps/web/server.mjs) on the built storefront (`npm run
// build`), in production mode unless NODE_ENV says otherwise. Refuses to start without a build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const build = fileURLToPath(new URL('../apps/web/build/server/index.js', import.meta.url));
if (!existsSync(build)) {
  console.error(
    `No storefront build at ${path.relative(process.cwd(), build) || build}: run \`npm run build\` first.`,
  );
  process.exit(1);
}
const { main } = await import('../apps/web/server.mjs');
main(build).catch((error) => {
  console.error(`[web] ${error.message}`);
  process.exit(1);
});
