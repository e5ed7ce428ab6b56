import { startProfiledServer } from '../lib/profiled-server.mjs';
import { startServer } from '../lib/proc.mjs';
import { machine, writeResult } from '../lib/report.mjs';
import { checkHistory, openPairs, seedPairs, sendAtRate } from './chat.mjs';
import { BENCH_PASSWORD } from './http-scenarios.mjs';

/**
 * Issue 20's chat ceiling: 2,000 connected sockets (1,000 pairs), the total rate stepped up
 * phase by phase until delivery p99 reaches the target or messages are lost, on one instance and
 * on two with the Redis adapter; then one instance again under `node --cpu-prof` at the first
 * rate it did not sustain, to show where the time goes.
 */

export const DELIVERY_P99_TARGET_MS = 50;

const sizes = {
  full: { pairs: 1000, rates: [1000, 1500, 2000, 2500, 3000, 4000, 5000], seconds: 15 },
  quick: { pairs: 50, rates: [100, 200], seconds: 3 },
};

/** A phase holds the target when p99 is under it and every message was stored once and delivered. */
export function sustained(numbers, check) {
  return (
    numbers.delivery.p99 !== null &&
    numbers.delivery.p99 < DELIVERY_P99_TARGET_MS &&
    numbers.ackErrors === 0 &&
    numbers.storedPerSecond >= 0.95 * numbers.targetRate &&
    check.lost === 0 &&
    check.duplicated === 0 &&
    check.undelivered === 0
  );
}

async function stepUp({ servers, accounts, rates, seconds, log }) {
  const opened = await openPairs({ servers, accounts, password: BENCH_PASSWORD, log });
  const steps = [];
  try {
    for (const rate of rates) {
      const phase = await sendAtRate({ opened, servers, rate, seconds, log });
      const [check] = await checkHistory({ opened, phases: [phase] });
      const step = { ...phase.numbers, check, sustained: sustained(phase.numbers, check) };
      steps.push(step);
      log(
        `  ${rate} msg/s: stored ${step.storedPerSecond}/s, delivery p50 ${step.delivery.p50} ms p99 ${step.delivery.p99} ms, lost ${check.lost}, cpu ${JSON.stringify(step.cpu)} → ${step.sustained ? 'held' : 'not held'}`,
      );
      if (!step.sustained) break;
    }
  } finally {
    opened.close();
  }
  const held = steps.filter((s) => s.sustained).map((s) => s.targetRate);
  return {
    clients: opened.clients.length,
    joinErrors: opened.joinErrors,
    ceiling: held.length ? Math.max(...held) : null,
    steps,
  };
}

export async function chatCeilingRun({ quick, withDatabase, resultHeader, log, seconds }) {
  const size = quick ? sizes.quick : sizes.full;
  const phaseSeconds = seconds ?? size.seconds;
  return withDatabase('postgres', 'chat-ceiling', async (db) => {
    const result = {
      ...resultHeader({
        kind: 'chat-ceiling',
        scenario: 'chat-ceiling',
        issue: 20,
        db: 'postgres',
        dataset: { pairs: size.pairs, rates: size.rates, seconds: phaseSeconds },
      }),
      target: { deliveryP99Ms: DELIVERY_P99_TARGET_MS },
      runs: [],
    };
    log(`chat-ceiling: seeding ${size.pairs} employers and ${size.pairs} candidates…`);
    const { seed, accounts } = await seedPairs(db, size.pairs, 'bench20c@conexao.ao');
    result.seed = seed;
    const redis = { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
    for (const variant of [
      { name: 'one instance', instances: 1, env: {} },
      { name: 'two instances + Redis adapter', instances: 2, env: redis },
    ]) {
      const servers = [];
      try {
        for (let i = 0; i < variant.instances; i++) servers.push(await startServer(db, variant.env));
        log(`chat-ceiling: ${variant.name}`);
        const run = await stepUp({ servers, accounts, rates: size.rates, seconds: phaseSeconds, log });
        result.runs.push({ name: variant.name, ...run });
        log(`  ceiling ${run.ceiling ?? 'below the first step'} msg/s`);
      } catch (error) {
        result.runs.push({ name: variant.name, error: String(error?.message ?? error).slice(0, 500) });
        log(`  failed: ${error?.message ?? error}`);
      } finally {
        for (const s of servers) await s.stop();
      }
    }

    // The profile: one instance at the first rate it did not hold (or the last step if it held all).
    const single = result.runs[0];
    const profiledRate =
      single?.steps?.find((s) => !s.sustained)?.targetRate ??
      single?.steps?.at(-1)?.targetRate ??
      size.rates[0];
    try {
      const server = await startProfiledServer(db);
      let opened;
      try {
        log(`chat-ceiling: CPU profile of one instance at ${profiledRate} msg/s`);
        opened = await openPairs({ servers: [server], accounts, password: BENCH_PASSWORD, log });
        const phase = await server.mark(() =>
          sendAtRate({ opened, servers: [server], rate: profiledRate, seconds: phaseSeconds, log }),
        );
        result.profile = { rate: profiledRate, delivery: phase.numbers.delivery, cpu: phase.numbers.cpu };
      } finally {
        opened?.close();
        const summary = await server.stop();
        result.profile = { ...result.profile, ...summary };
      }
    } catch (error) {
      result.profile = { error: String(error?.message ?? error).slice(0, 500) };
    }
    result.machine.loadAverageEnd = machine().loadAverage;
    log(`wrote ${writeResult(result)}`);
    return result;
  });
}
