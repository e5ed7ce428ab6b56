import autocannon from 'autocannon';
import { Pool } from 'undici';

/** HTTP side of the harness: sign-in through the API and autocannon runs. */

export async function login(baseUrl, email, password, from = 'EMPLOYER') {
  const res = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, from }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body?.data?.accessToken)
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.data.accessToken, userId: body.data.user_id };
}

export async function getJson(baseUrl, path, token) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: token } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/**
 * One endpoint at `connections` for `seconds` after a short warm-up. Returns latency (ms) and
 * throughput; `missing` when the endpoint answers 404 with no route (not built yet).
 */
export async function measure(
  baseUrl,
  path,
  token,
  { connections = 20, seconds = 10, warmup = 2, headers = {} } = {},
) {
  const probe = await getJson(baseUrl, path, token);
  if (probe.status === 404 && /Route .* not found/i.test(JSON.stringify(probe.body ?? ''))) {
    return { path, missing: true, status: 404 };
  }
  if (probe.status !== 200) return { path, failed: true, status: probe.status, body: probe.body };
  const run = (duration) =>
    autocannon({
      url: `${baseUrl}${path}`,
      connections,
      duration,
      // Slow answers are measured, not turned into errors (PGlite under load queues them).
      timeout: 30,
      headers: { authorization: token, ...headers },
    });
  if (warmup > 0) await run(warmup);
  const r = await run(seconds);
  return {
    path,
    status: 200,
    connections,
    seconds,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    latency: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      mean: r.latency.average,
      max: r.latency.max,
    },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    sample: summarise(probe.body),
  };
}

/** A short look at a response: top-level data keys with list lengths and pagination. */
function summarise(body) {
  const data = body?.data;
  if (!data || typeof data !== 'object') return null;
  const out = {};
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) out[key] = `${value.length} items`;
    else if (typeof value !== 'object' || value === null) out[key] = value;
    else if (key === 'pagination') out[key] = value;
  }
  return out;
}

/**
 * Keep-alive GETs over `connections` sockets, for the mixes' clients. The harness shares the
 * machine's two cores with the server and PostgreSQL, so its own cost per request is part of what
 * a pass measures: `fetch` (WHATWG streams and headers over undici) used 0.19–0.24 ms of CPU per
 * answer, more than the server's 0.14–0.20 ms for a kept page (docs/benchmarks.md). undici's Pool
 * is the same HTTP client without those layers, as autocannon is for the repeated-request runs.
 */
export function keepAliveClient(baseUrl, connections) {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  return {
    /** Status, Server-Timing and body size of one GET; the body is read to its end. */
    async get(path, headers) {
      const res = await pool.request({ path, method: 'GET', headers });
      const body = await res.body.arrayBuffer();
      const timing = res.headers['server-timing'];
      return {
        status: res.statusCode,
        serverTiming: Array.isArray(timing) ? timing.join(', ') : (timing ?? ''),
        bytes: body.byteLength,
      };
    },
    close: () => pool.close(),
  };
}
