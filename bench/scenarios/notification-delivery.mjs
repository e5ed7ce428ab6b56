import { login } from '../lib/http.mjs';
import { connect } from '../lib/socket.mjs';
import { ascending, percentile, tenths } from '../lib/stats.mjs';

/**
 * Issue 15: "a new application reaches the employer's open app within 1 s (p99, loopback) and
 * never slows the apply call". Candidates apply to the company's open jobs at a steady rate;
 * the employer's socket times each APPLICATION_RECEIVED from the moment the apply call was sent.
 * Also reported: the apply call's own latency (the notification is written in its transaction).
 */

function stats(values) {
  const sorted = ascending(values);
  const at = (p) => tenths(percentile(sorted, p));
  return {
    n: sorted.length,
    p50: at(50),
    p99: at(99),
    max: sorted.length ? Math.round(sorted.at(-1)) : null,
  };
}

/**
 * `candidates` apply once each, `perSecond` a second, to the employer's open jobs (round robin).
 * Bounded: at most `candidates.length` applications and `timeoutMs` for the last notification.
 */
export async function runDelivery({
  server,
  employer,
  candidates,
  password,
  perSecond = 10,
  timeoutMs = 30_000,
  log,
}) {
  const boss = await login(server.url, employer, password);
  const jobsBody = await fetch(`${server.url}/internship/company?page=1&perPage=50`, {
    headers: { authorization: boss.token },
  }).then((r) => r.json());
  const jobs = (jobsBody?.data?.internships ?? [])
    .filter((j) => j.active_status === 'ACTIVE')
    .map((j) => j.id);
  if (jobs.length === 0) throw new Error('no open job to apply to');
  const socket = await connect(server.url, boss.token);
  // An event may arrive before the apply call's answer: kept by application id until it does.
  const sentAt = new Map();
  const arrivedAt = new Map();
  const delivery = [];
  const applyMs = [];
  let failed = 0;
  socket.on('notification', (event) => {
    const n = event?.notification;
    if (n?.kind !== 'APPLICATION_RECEIVED') return;
    const applicationId = n.link?.split('/').at(-1);
    const now = performance.now();
    const t0 = sentAt.get(applicationId);
    if (t0 === undefined) arrivedAt.set(applicationId, now);
    else {
      delivery.push(now - t0);
      sentAt.delete(applicationId);
    }
  });
  // Sessions first, so a sign-in never counts in a measurement.
  const sessions = [];
  for (const email of candidates) sessions.push(await login(server.url, email, password, 'CANDIDATE'));
  log?.(`delivery: ${sessions.length} candidates apply, ${perSecond}/s, to ${jobs.length} open jobs`);
  let index = 0;
  for (const session of sessions) {
    const job = jobs[index % jobs.length];
    index += 1;
    const t0 = performance.now();
    const res = await fetch(`${server.url}/applications/apply/${job}`, {
      method: 'POST',
      headers: { authorization: session.token, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = await res.json().catch(() => null);
    applyMs.push(performance.now() - t0);
    if (res.status !== 201) failed += 1;
    else if (arrivedAt.has(body.data.id)) delivery.push(arrivedAt.get(body.data.id) - t0);
    else sentAt.set(body.data.id, t0);
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  const deadline = Date.now() + timeoutMs;
  while (sentAt.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  socket.close();
  return {
    applications: sessions.length,
    failedApplies: failed,
    notDelivered: sentAt.size,
    apply: stats(applyMs),
    delivery: stats(delivery),
  };
}
