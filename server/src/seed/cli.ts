import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { hashPassword } from '../security/passwords';
import { seedBulk } from './bulk';
import { createCvStore } from '../modules/uploads';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo';

/**
 * `npm run seed [-- flags]`: fills the database the server uses (same DATA_DIR / DATABASE_URL).
 * No flags: the demo data set (idempotent). With --jobs/--applications/--candidates/--employers:
 * a bulk set for benchmarks, owned by --employer (default the demo account).
 * With PGlite, stop the server first: the embedded database has one writer.
 */

const USAGE = `usage: npm run seed [-- --jobs N --applications M --candidates K --employers E --spread-jobs S --employer <email> --json]
  no flags      demo data: ${DEMO_EMAIL} / ${DEMO_PASSWORD}, 12 jobs, 60 candidates, applications, chats
  --jobs N      N jobs for --employer            --applications M   M applications to that employer's jobs
  --candidates K  K more candidates              --employers E      E more employer accounts (with companies)
  --spread-jobs S  S jobs over the E companies (a few large, most small); applications then go to every job
  --employer    owner of the jobs (default ${DEMO_EMAIL}; created with the demo password when missing)
  --json        print the result as one JSON line at the end`;

function count(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      jobs: { type: 'string' },
      applications: { type: 'string' },
      candidates: { type: 'string' },
      employers: { type: 'string' },
      'spread-jobs': { type: 'string' },
      employer: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const jobs = count(values.jobs, 'jobs');
  const applications = count(values.applications, 'applications');
  const candidates = count(values.candidates, 'candidates');
  const employers = count(values.employers, 'employers');
  const spreadJobs = count(values['spread-jobs'], 'spread-jobs');
  const bulk = jobs + applications + candidates + employers > 0;

  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const started = performance.now();
  try {
    await database.migrate();
    // One hash for every seeded account: hashing 100,000 passwords would take longer than the data.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const log = (line: string) => console.log(`  ${line}`);
    let result: object;
    if (bulk) {
      console.log(`Seeding bulk data into ${where}…`);
      result = await seedBulk(database.db, {
        employerEmail: values.employer ?? DEMO_EMAIL,
        passwordHash,
        jobs,
        applications,
        candidates,
        employers,
        spreadJobs,
        log,
      });
    } else {
      console.log(`Seeding demo data into ${where}…`);
      const demo = await seedDemo(database.db, passwordHash, new Date(), createCvStore(config.dataDir));
      result = demo;
      console.log(
        demo.created
          ? `  ${demo.jobs} jobs, ${demo.candidates} candidates, ${demo.applications} applications, ${demo.messages} messages`
          : `  ${DEMO_EMAIL} already exists: nothing to do`,
      );
      console.log(`  sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`Done in ${seconds.toFixed(1)} s.`);
    if (values.json) console.log(JSON.stringify({ ...result, seconds }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('seed failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
