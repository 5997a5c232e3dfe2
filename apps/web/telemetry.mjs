// Imported by server.mjs right after production-env.mjs, before any framework module: optional OpenTelemetry
// tracing, off unless the standard variables ask for it (OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT set, OTEL_SDK_DISABLED not true; docs/operations.md). Then a server span per
// request, and the calls to the API host (fetch) carry the trace context (`traceparent`), so the API host's span
// of the same request joins the trace. Loaded synchronously (require): a module evaluated after this one must
// already find the HTTP module patched. Exporter, protocol, sampler and OTEL_SERVICE_NAME (default nordlys-web)
// are the SDK's own reading of the variables. The API host does the same in apps/api/src/telemetry.ts.
import { createRequire, syncBuiltinESMExports } from 'node:module';

export function telemetryWanted(env) {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Flushes and stops tracing before the process exits; a no-op when it is off. */
export let stopTelemetry = async () => {};

if (telemetryWanted(process.env)) {
  const require = createRequire(import.meta.url);
  process.env.OTEL_SERVICE_NAME ||= 'nordlys-web';
  // Traces only: metrics are Prometheus' (/metrics on METRICS_PORT), logs are the access log's lines.
  process.env.OTEL_METRICS_EXPORTER ||= 'none';
  process.env.OTEL_LOGS_EXPORTER ||= 'none';
  const { NodeSDK } = require('@opentelemetry/sdk-node');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici');
  const sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation({
        // Health probes and static assets would drown the pages.
        ignoreIncomingRequestHook: (request) => /^\/(healthz|assets\/|favicon)/.test(request.url ?? ''),
      }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // The instrumentation patches the HTTP modules when they are next required; the modules that import them as
  // ES modules (the BFF proxy's `request`) read their exports once, so patch now and sync those exports.
  require('node:http');
  require('node:https');
  syncBuiltinESMExports();
  stopTelemetry = () => sdk.shutdown();
}
