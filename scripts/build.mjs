// `npm run build`: compiles the API host and the shared packages (build-api.mjs), then builds the storefront
// (Vite, in production mode whatever NODE_ENV the shell has). `--if-needed` skips a build whose sources are
// not newer than it (npm test, npm start).
import { buildApi, buildApiIfNeeded } from './build-api.mjs';
import { buildWeb, buildWebIfNeeded } from './servers.mjs';

const ifNeeded = process.argv.includes('--if-needed');
try {
  if (ifNeeded) {
    buildApiIfNeeded();
    buildWebIfNeeded();
  } else {
    buildApi();
    buildWeb();
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
