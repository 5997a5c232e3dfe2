/**
 * Liveness under `react-router dev`. The production web server (server.mjs) answers /healthz itself by
 * rendering a page (render-health.mjs), so a server that cannot render reports it.
 */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
