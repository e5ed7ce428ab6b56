import { postgresHugePages } from '../lib/pg-huge-pages.mjs';
import { peakRssMiB, rssMiB, runSeed } from '../lib/proc.mjs';
import { machine, writeResult } from '../lib/report.mjs';
import { cpuLine } from '../lib/cpu-per-request.mjs';
import { deepestPageOf, mixes, peopleScenario, runMixOnNewServer, seedArgs } from './people-mix.mjs';

/**
 * Issue 20's run: seed, start the server, then every mix twice — cold (a server just started:
 * nothing kept) and warm (the mix's next people, another seeded sequence) — while a second session of the same
 * company moves an applicant a second. Server memory is read after each pass.
 */
export async function peopleRun({
  kind,
  quick,
  seconds,
  withDatabase,
  resultHeader,
  log,
  shape = 'single',
  profile = false,
}) {
  const scenario = { ...peopleScenario, name: shape === 'single' ? 'people' : `people-${shape}` };
  const sizes = quick ? scenario.shapes[shape].quick : scenario.shapes[shape][kind];
  return withDatabase(kind, scenario.name, async (db) => {
    const result = {
      ...resultHeader({
        kind: 'mix',
        scenario: scenario.name,
        issue: scenario.issue,
        db: kind,
        dataset: { shape, ...sizes },
      }),
      runs: [],
    };
    // PostgreSQL's buffer cache in huge pages or not: the cold passes differ by 2× on the
    // benchmark hosts (lib/pg-huge-pages.mjs).
    if (db.url) result.hugePages = await postgresHugePages(db.url);
    log(`people/${kind}: seeding ${JSON.stringify(sizes)}…`);
    result.seed = await runSeed(db, seedArgs(scenario.employer, sizes));
    const deepestPage = deepestPageOf({ ...sizes, applications: result.seed.applications });
    result.deepestPage = deepestPage;
    for (const [index, mix] of mixes({ deepestPage }).entries()) {
      const summary = await runMixOnNewServer({
        db,
        employer: scenario.employer,
        mix,
        index,
        seconds,
        maxRequests: quick ? 2000 : 200_000,
        profile,
        onPass: (pass, run, server) => {
          const entry = {
            pass,
            ...run,
            serverRssMiB: rssMiB(server.pid),
            serverPeakRssMiB: peakRssMiB(server.pid),
          };
          result.runs.push(entry);
          log(
            `  ${mix.name} (${pass}): p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, max ${run.latency.max} ms, ${run.rps} req/s, >300 ms ${run.over300ms}, failed ${run.failures.length}, kept pages ${run.keptPages} (ids ${run.keptPageIds}), moves ${run.moves?.moves}, rss ${entry.serverRssMiB} MiB (peak ${entry.serverPeakRssMiB}); ${cpuLine(run.cpu, { postgres: kind === 'postgres' })}`,
          );
        },
      });
      // Where the server's CPU went over both passes of this mix (with --profile).
      if (summary) result.profiles = { ...result.profiles, [mix.name]: summary };
    }
    result.machine.loadAverageEnd = machine().loadAverage;
    log(`wrote ${writeResult(result)}`);
    return result;
  });
}
