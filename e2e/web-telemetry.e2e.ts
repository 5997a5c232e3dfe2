import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { startRecordingApi, startWeb, stopWeb } from './support/web-process.ts';

/** A stand-in OpenTelemetry collector on loopback: keeps the spans it is sent over OTLP/HTTP (JSON). */
async function startCollector() {
  type Span = { traceId: string; name: string; kind: number };
  const spans: Array<Span & { service: string }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const resource of body.resourceSpans ?? []) {
          const service = resource.resource?.attributes?.find(
            (attribute: { key: string }) => attribute.key === 'service.name',
          )?.value?.stringValue;
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? []) spans.push({ ...span, service });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

describe('The web server with OTEL_EXPORTER_OTLP_ENDPOINT (issue 29)', () => {
  it('sends its request spans and passes the trace on to the API host, whose span joins it', async () => {
    const api = await startRecordingApi();
    const collector = await startCollector();
    const web = await startWeb(api.url, {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    try {
      const response = await fetch(`${web.url}${pathOf(endpoints.user.generateNotLoggedInToken)}`, {
        method: 'POST',
      });
      expect(response.status).toBe(200);
      // The call reached the API host with the W3C trace context of the web server's span.
      const forwarded = api.received.find((call) =>
        call.url.startsWith(pathOf(endpoints.user.generateNotLoggedInToken)),
      );
      const traceparent = String(forwarded?.headers.traceparent ?? '');
      expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
      const traceId = traceparent.split('-')[1];
      await expect
        .poll(() => collector.spans.filter((span) => span.traceId === traceId).length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      const trace = collector.spans.filter((span) => span.traceId === traceId);
      expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['nordlys-web']));
      // SERVER (2) for the request it took, CLIENT (3) for the call it made to the API host.
      expect(trace.map((span) => span.kind).sort()).toEqual(expect.arrayContaining([2, 3]));
    } finally {
      await stopWeb(web);
      api.close();
      collector.close();
    }
  });
});
