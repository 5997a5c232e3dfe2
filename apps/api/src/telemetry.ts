import { createRequire, syncBuiltinESMExports } from 'node:module';

/**
 * Optional OpenTelemetry tracing (issue 29, docs/operations.md): off unless the standard variables ask for it
 * — `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` set, `OTEL_SDK_DISABLED` not `true`.
 * Then the OpenTelemetry Node SDK starts before the app's modules load, with the HTTP instrumentation: a server
 * span per request (named by the operation, see plugins/tracing.ts), and spans of outgoing HTTP calls (ERP,
 * payment provider) under it. Everything else is the SDK's own reading of the standard variables: the exporter
 * (`OTEL_TRACES_EXPORTER`, default otlp), the protocol (`OTEL_EXPORTER_OTLP_PROTOCOL`), headers, sampler and
 * `OTEL_SERVICE_NAME` (default `serviceName`). The SDK is loaded only then, so a shop without it pays nothing.
 */
export function telemetryWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Starts tracing when wanted; answers the function that flushes and stops it (null when off). */
export async function startTelemetry(serviceName: string): Promise<(() => Promise<void>) | null> {
  if (!telemetryWanted(process.env)) return null;
  process.env.OTEL_SERVICE_NAME ||= serviceName;
  // Traces only: metrics are Prometheus' (/metrics), logs are pino's lines with the request id.
  process.env.OTEL_METRICS_EXPORTER ||= 'none';
  process.env.OTEL_LOGS_EXPORTER ||= 'none';
  const [{ NodeSDK }, { HttpInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
  ]);
  const sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation({
        // Health probes and scrapes every few seconds would drown the shop's own requests.
        ignoreIncomingRequestHook: (request) => /^\/(health|ready|metrics)(\?|$)/.test(request.url ?? ''),
      }),
    ],
  });
  sdk.start();
  // The instrumentation patches the HTTP modules when they are next required; code that imports them as ES
  // modules reads their exports once, so patch now and sync those exports before the app's modules load.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  syncBuiltinESMExports();
  return () => sdk.shutdown();
}
