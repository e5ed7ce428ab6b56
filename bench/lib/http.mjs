import autocannon from 'autocannon';

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
