import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@shop/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryWanted } from './telemetry.ts';
import { type ApiProcess, callHttp, startApiProcess } from './test-support/api-process.ts';

type Span = { name: string; attributes: Array<{ key: string; value: { stringValue?: string } }> };

/**
 * The optional OpenTelemetry exporter (issue 29): an API host started with the standard OTEL_* variables sends
 * its request spans over OTLP/HTTP. The collector here is a stand-in on loopback that keeps what it is sent.
 */
describe('OpenTelemetry traces', () => {
  it('are off unless an OTLP endpoint is set, and OTEL_SDK_DISABLED wins', () => {
    expect(telemetryWanted({})).toBe(false);
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    );
    expect(
      telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
  });

  describe('from an API host started with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    const spans: Span[] = [];
    let collector: Server;
    let api: ApiProcess;
    let dataDir = '';

    beforeAll(async () => {
      collector = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          if (request.url === '/v1/traces') {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            for (const resource of body.resourceSpans ?? [])
              for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
          }
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      dataDir = mkdtempSync(path.join(tmpdir(), 'shop-otel-'));
      api = await startApiProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        DEMO_DATA: 'true',
        DEMO_STYLES: '4',
        DEMO_RENDER_IMAGES: 'false',
        JOBS_ENABLED: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100',
      });
    }, 180_000);

    afterAll(async () => {
      await api?.stop();
      await new Promise((resolve) => collector?.close(resolve));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends a span per request, named by the operation and carrying the request id of the log lines', async () => {
      const answer = await callHttp(api.url, endpoints.user.login, {
        body: { username: 'dealer@nordlys.demo', password: 'nordlys-demo' },
      });
      expect(answer.status).toBe(200);
      const attribute = (span: Span, key: string) =>
        span.attributes.find((entry) => entry.key === key)?.value.stringValue;
      await expect
        .poll(() => spans.find((span) => span.name === 'POST /api/User/Login'), { timeout: 20_000 })
        .toBeTruthy();
      const login = spans.find((span) => span.name === 'POST /api/User/Login') as Span;
      expect(attribute(login, 'http.route')).toBe('/api/User/Login');
      expect(attribute(login, 'shop.request_id')).toMatch(/\S/);
      // Health probes are left out.
      await fetch(`${api.url}/health`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(spans.some((span) => span.name.includes('/health'))).toBe(false);
    });
  });
});
