// One autocannon run and the figures kept from it.
import autocannon from "autocannon";

/** Runs autocannon against `url`; req/s counts every answer, bad ones are reported beside it. */
export async function loadRun({ url, headers, connections, durationSeconds }) {
  const result = await autocannon({ url, headers, connections, duration: durationSeconds, pipelining: 1, timeout: 30 });
  const seconds = result.duration || durationSeconds;
  return {
    requests: result.requests.total,
    durationSeconds: seconds,
    requestsPerSecond: Math.round((result.requests.total / seconds) * 10) / 10,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: result.latency.average },
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
