import { startProfiledServer } from '../lib/profiled-server.mjs';
import { machine, writeResult } from '../lib/report.mjs';
import { acrossSetups, checkHistory, openPairs, seedPairs, sendAtRate } from './chat.mjs';
import { BENCH_PASSWORD } from './http-scenarios.mjs';

/**
 * Issue 20's chat ceiling: 2,000 connected sockets (1,000 pairs), the total rate stepped up phase
 * by phase, on one instance and on two with the Redis adapter. Every step is measured until the
 * server saturates (stores under 95 % of the rate asked, or loses a message): p99 on a 2-core
 * machine shared by harness, server and PostgreSQL moves by tens of ms between runs of one rate,
 * so a step over the line does not end the climb. The ceiling is the highest rate held (p99 under
 * the target, nothing lost) with every step below it held too; the highest step held at all is
 * reported beside it. Then one instance again under `node --cpu-prof` at its ceiling, to
 * show where the time goes.
 */

export const DELIVERY_P99_TARGET_MS = 50;

const sizes = {
  full: { pairs: 1000, rates: [1000, 1500, 2000, 3000, 4000, 5000], seconds: 30 },
  quick: { pairs: 50, rates: [100, 200], seconds: 3 },
};

/** The server kept up: it stored (nearly) all that was asked, once, and delivered it. */
export function keptUp(numbers, check) {
  return (
    numbers.ackErrors === 0 &&
    numbers.storedPerSecond >= 0.95 * numbers.targetRate &&
    check.lost === 0 &&
    check.duplicated === 0 &&
    check.undelivered === 0
  );
}

/** A phase holds the target when p99 is under it and every message was stored once and delivered. */
export function sustained(numbers, check) {
  return (
    numbers.delivery.p99 !== null && numbers.delivery.p99 < DELIVERY_P99_TARGET_MS && keptUp(numbers, check)
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
      if (!keptUp(phase.numbers, check)) break;
    }
  } finally {
    opened.close();
  }
  const held = steps.filter((s) => s.sustained).map((s) => s.targetRate);
  // Held at this rate and at every step below it; a lone step held above a miss is noise's.
  const firstMiss = steps.findIndex((s) => !s.sustained);
  const heldFromBottom = firstMiss === -1 ? steps : steps.slice(0, firstMiss);
  return {
    clients: opened.clients.length,
    joinErrors: opened.joinErrors,
    ceiling: heldFromBottom.at(-1)?.targetRate ?? null,
    highestHeld: held.length ? Math.max(...held) : null,
    steps,
  };
}

export async function chatCeilingRun({ quick, withDatabase, resultHeader, log, seconds, rates }) {
  const size = { ...(quick ? sizes.quick : sizes.full), ...(rates?.length ? { rates } : {}) };
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
    };
    log(`chat-ceiling: seeding ${size.pairs} employers and ${size.pairs} candidates…`);
    const { seed, accounts } = await seedPairs(db, size.pairs, 'bench20c@conexao.ao');
    result.seed = seed;
    result.runs = await acrossSetups(db, 'chat-ceiling', log, async (servers) => {
      const run = await stepUp({ servers, accounts, rates: size.rates, seconds: phaseSeconds, log });
      log(`  ceiling ${run.ceiling ?? 'below the first step'} msg/s`);
      return run;
    });

    // The profile: one instance under the load the issue asks about, its ceiling (the highest
    // rate held; when none was held, the highest it still kept up with).
    const single = result.runs[0];
    const profiledRate =
      single?.ceiling ?? single?.steps?.filter((s) => keptUp(s, s.check)).at(-1)?.targetRate ?? size.rates[0];
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
