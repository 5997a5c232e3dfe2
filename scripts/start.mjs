// `npm start`: build the storefront if needed, then run the API host and the web server together.
import { buildWebIfNeeded, startServers } from './servers.mjs';

const started = Date.now();
buildWebIfNeeded();
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const servers = await startServers({ webPort, apiPort }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`\nThe shop is ready at ${servers.webUrl} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await servers.stop();
  process.exit(code);
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of [servers.api, servers.web]) child.on('exit', (code) => stop(code ?? 1));
