// `npm run cluster`: the production shape on one machine (README "Running in production"): PostgreSQL
// (DATABASE_URL, default the local server, database nordlys_cluster created if missing), Redis (REDIS_URL,
// default the local one), `npm run migrate`, 2 API hosts, 2 web servers and nginx with TLS in front.
// Ctrl-C stops them all. Options: --styles N (demo catalogue, default 60), --no-images.
import { parseArgs } from 'node:util';
import { buildApiIfNeeded } from './build-api.mjs';
import { defaultPorts, startCluster } from './cluster/start-cluster.mjs';
import { buildWebIfNeeded } from './servers.mjs';

const { values } = parseArgs({
  options: { styles: { type: 'string', default: '60' }, 'no-images': { type: 'boolean', default: false } },
});

buildApiIfNeeded();
buildWebIfNeeded();
let cluster;
try {
  cluster = await startCluster({
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    demoStyles: Number(values.styles),
    renderImages: !values['no-images'],
  });
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  process.exit(1);
}
const p = defaultPorts;
console.log(`
[cluster] The shop: ${cluster.url} (self-signed certificate: ${cluster.certificate.cert})
[cluster] API hosts 127.0.0.1:${p.api.join(', :')} behind nginx's internal 127.0.0.1:${p.apiBalancer}; web servers 127.0.0.1:${p.web.join(', :')}
[cluster] /metrics: API http://127.0.0.1:${p.apiMetrics.join('/metrics, :')}/metrics; web http://127.0.0.1:${p.webMetrics.join('/metrics, :')}/metrics
[cluster] Ctrl-C stops everything.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
