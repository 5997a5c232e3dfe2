// GET /healthz of the web server: renders one page through the server build, so an instance that cannot
// render (a mixed React build, a broken bundle) answers 503 and the load balancer stops sending buyers to it.
// A page whose API calls fail still renders (the shop's error page) and counts as healthy: the API host has
// its own /ready, and taking every web instance out during an API outage would only swap the shop's error
// page for the load balancer's. One render at a time, its verdict kept a few seconds.
import { createRequestHandler } from 'react-router';

const checkedPage = '/login';
const keepMs = 5_000;
const timeoutMs = 10_000;

/** Whether `html` is a page the shop's layout rendered (not React Router's bare "Unexpected Server Error"). */
export function isRenderedPage(contentType, html) {
  return (
    /^text\/html/.test(contentType ?? '') && html.includes('<html') && html.includes('id="main-content"')
  );
}

async function renderOnce(handler, loadContext) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, detail: `rendering ${checkedPage} took over 10 s` }),
      timeoutMs,
    );
  });
  const render = (async () => {
    const response = await handler(new Request(`http://localhost${checkedPage}`), loadContext());
    const html = await response.text();
    if (isRenderedPage(response.headers.get('content-type'), html)) return { ok: true };
    return { ok: false, detail: `${checkedPage} answered ${response.status} without a rendered page` };
  })().catch((error) => ({ ok: false, detail: `rendering ${checkedPage} failed: ${error.message}` }));
  try {
    return await Promise.race([render, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The express handler for /healthz; `loadContext()` gives the context a page request gets. */
export function renderHealth({ build, mode, loadContext }) {
  const handler = createRequestHandler(build, mode);
  let last = null;
  let inFlight = null;
  return async (_req, res) => {
    if (!last || Date.now() - last.at > keepMs) {
      inFlight ??= renderOnce(handler, loadContext).then((verdict) => {
        last = { ...verdict, at: Date.now() };
        inFlight = null;
        return last;
      });
      await inFlight;
    }
    res.setHeader('Cache-Control', 'no-store');
    if (last.ok) res.status(200).json({ status: 'ok' });
    else res.status(503).json({ status: 'failing', detail: last.detail });
  };
}
