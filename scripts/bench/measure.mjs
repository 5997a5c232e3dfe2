// Runs one autocannon load and reports latency percentiles computed from every response.
import autocannon from 'autocannon';

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * `requests` is a function returning { method, path, body?, headers? } for each request, so bodies rotate.
 * Returns { name, requests, rps, p50, p95, p99, errors, non2xx }.
 */
export function measure({ name, baseUrl, connections, duration, amount, next }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        // A fixed number of requests (each a first-time one) for uncached scenarios, else a duration.
        ...(amount ? { amount } : { duration }),
        requests: [
          {
            setupRequest: (request) => {
              const r = next();
              return {
                ...request,
                method: r.method ?? 'POST',
                path: r.path,
                headers: { 'content-type': 'application/json', ...(r.headers ?? {}) },
                body: r.body === undefined ? undefined : JSON.stringify(r.body),
              };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          name,
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          // Wall time of the load: with the answers, the rate also when it is below one a second.
          seconds: result.duration,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export function printTable(rows) {
  const header = ['scenario', 'conn', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'target p95', 'errors'];
  const lines = rows.map((r) => [
    r.name,
    String(r.connections),
    String(r.rps),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.target ? `≤ ${r.target}` : '',
    String(r.errors + r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}
