/** Liveness for `npm start`, the e2e harness and load balancers: the web process answers. */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
