// The storefront's production web server (`npm start -w @shop/web`, scripts/servers.mjs): serves the built
// client assets and hands every other request to the React Router server build, with the visitor's IP
// address in the load context so the BFF can tell the API host who the client is (ADR 0020).
// Behaves like react-router-serve otherwise: compression, immutable /assets, PORT/HOST, morgan access log (tokens redacted).
// `npm run start:web` runs it through scripts/start-web.mjs, which refuses to start without a build.
// First: NODE_ENV must be set before React loads (production-env.mjs).
import './production-env.mjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { RouterContextProvider } from 'react-router';
import { accessLog } from './access-log.mjs';
import { withPublicUrlOrigin } from './action-origins.mjs';
import { renderHealth } from './render-health.mjs';
import { createWebMetrics, parseMetricsPort } from './server-metrics.mjs';
import { stopTelemetry } from './telemetry.mjs';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * TRUST_PROXY → express's `trust proxy` setting. Unset, empty or `false`: no proxy is trusted, the socket's
 * peer is the client and any X-Forwarded-For it sends is ignored. A whole number: that many proxy hops in
 * front. Otherwise a comma-separated list of proxy addresses, CIDR ranges or express's names (`loopback`,
 * `linklocal`, `uniquelocal`); reading the chain back from the socket, the client is the first address not
 * in the list.
 * `true` is refused: trusting every hop would let a client pick its own address again.
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends; ' +
        "name the proxies (e.g. 'loopback' or '10.0.0.0/8') or give the number of hops",
    );
  }
  if (/^\d+$/.test(text)) return Number(text) || false;
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error(`TRUST_PROXY must name proxies or a number of hops, got '${value}'`);
  return list;
}

function parsePort(value) {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${value}'`);
  }
  return port;
}

/**
 * Sends `/assets/<file>` from the `<file>.br` or `<file>.gz` the build wrote beside it
 * (scripts/precompress-assets.mjs, ADR 66), brotli when the browser takes it; anything else goes on to
 * express.static, and the compression middleware leaves an answer that is encoded already alone.
 */
export function precompressedAssets(assetsDir, setHeaders) {
  let files;
  try {
    files = new Set(readdirSync(assetsDir));
  } catch {
    files = new Set();
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Vite's file names: no folders, nothing to decode.
    const name = req.path.slice(1);
    if (!/^[\w.-]+$/.test(name)) return next();
    // Brotli when the browser takes it at all (it is the smaller), else gzip.
    const encoding = req.acceptsEncodings('br') || req.acceptsEncodings('gzip');
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
    if (!suffix || !files.has(name + suffix)) return next();
    res.vary('Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(name));
    setHeaders(res);
    res.sendFile(`${name}${suffix}`, { root: assetsDir, immutable: true, maxAge: '1y' }, (error) => {
      // A visitor who went away meanwhile needs no answer.
      if (error && !res.headersSent) next(error);
    });
  };
}

/** The express app for a loaded server build: static assets first, then React Router. */
function createApp({ build, trustProxy, clientAddressContext, metrics }) {
  const app = express();
  app.disable('x-powered-by');
  // First: every request gets its id (passed on to the API) and is timed, assets and errors included.
  app.use(metrics.middleware);
  try {
    app.set('trust proxy', trustProxy);
  } catch (error) {
    // proxy-addr names the bad entry ("invalid IP address: …").
    throw new Error(`TRUST_PROXY: ${error.message}`);
  }
  // Small files too: below the default 1 KB threshold a script would go out uncompressed.
  app.use(compression({ threshold: 0 }));
  const clientDir = path.resolve(webRoot, build.assetsBuildDirectory);
  // Browsers must take a file for the type it is served as (a script is only ever a script, ADR 32); the
  // other security headers are the pages' (app/lib/middleware/security.server.ts).
  const setHeaders = (res) => res.setHeader('X-Content-Type-Options', 'nosniff');
  // Vite fingerprints everything under /assets, so a file there never changes: cache it for a year.
  const assetsPath = path.posix.join(build.publicPath, 'assets');
  app.use(assetsPath, precompressedAssets(path.join(clientDir, 'assets'), setHeaders));
  app.use(
    assetsPath,
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', setHeaders }),
  );
  app.use(build.publicPath, express.static(clientDir, { setHeaders }));
  // Without the tokens of reset and invitation links (access-log.mjs).
  app.use(accessLog());
  // Liveness renders a page (render-health.mjs); the render has no client address.
  const loadContext = (ip) => new RouterContextProvider(new Map([[clientAddressContext, ip]]));
  app.get(
    '/healthz',
    renderHealth({ build, mode: process.env.NODE_ENV, loadContext: () => loadContext(null) }),
  );
  app.all(
    '*',
    createRequestHandler({
      build: withPublicUrlOrigin(build, process.env.PUBLIC_URL),
      mode: process.env.NODE_ENV,
      // req.ip: the socket's peer, or with `trust proxy` the first untrusted hop reading the chain back.
      getLoadContext: (req) => loadContext(req.ip ?? null),
    }),
  );
  return app;
}

/**
 * The client address context the server build registered when it was imported, under the symbol named by
 * `clientAddressSymbolName` in app/lib/client-address.server.ts: this file is outside the Vite bundle and
 * cannot import the key, and a RouterContextProvider finds values by the key object's identity.
 */
function registeredClientAddressContext() {
  const context = globalThis[Symbol.for('nordlys.web.clientAddressContext')];
  if (!context) {
    throw new Error(
      'The server build defines no client address context: rebuild the storefront (npm run build)',
    );
  }
  return context;
}

/** Starts the web server on the server build at `buildArg` (default build/server/index.js). */
export async function main(buildArg = process.argv[2]) {
  const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  const port = parsePort(process.env.PORT);
  const buildPath = path.resolve(webRoot, buildArg ?? 'build/server/index.js');
  const build = await import(pathToFileURL(buildPath).href);
  const clientAddressContext = registeredClientAddressContext();
  const metrics = createWebMetrics();
  const metricsPort = parseMetricsPort(process.env.METRICS_PORT);
  const app = createApp({ build, trustProxy, clientAddressContext, metrics });
  if (metricsPort !== null) {
    const listening = await metrics.listen(metricsPort, process.env.METRICS_HOST || '127.0.0.1');
    console.log(`[web] metrics on port ${listening.address().port}`);
  }

  const host = process.env.HOST;
  const onListen = () => {
    const { port: actual } = server.address();
    console.log(`[web] http://${host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost'}:${actual}`);
  };
  const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
  server.on('error', (error) => {
    console.error(`[web] ${error.message}`);
    process.exit(1);
  });

  // Stop taking connections, let requests in flight finish, then exit; a stuck stream is cut after 10 s.
  const shutdown = () => {
    server.close((error) => {
      if (error) console.error(error);
      // The spans of the last requests go out before the process does (a no-op without tracing).
      stopTelemetry()
        .catch(() => {})
        .finally(() => process.exit(error ? 1 : 0));
    });
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[web] ${error.message}`);
    process.exit(1);
  });
}
