import { randomBytes } from 'node:crypto';
import { AVAILABILITIES, INTERNSHIP_TYPES } from '@shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as names from './names';
import { searchTextSql } from './sql-search-text';

/**
 * Large data sets for benchmarks, built with set-based SQL (INSERT … SELECT generate_series) so
 * PostgreSQL does the work in a few statements instead of a million round trips. Rows are
 * varied with a multiplicative hash of the series number: deterministic, but not striped.
 */

export interface BulkOptions {
  /** Owner of the jobs (created, with a company, when missing). */
  employerEmail: string;
  /** One password hash for every account created here. */
  passwordHash: string;
  jobs: number;
  applications: number;
  candidates: number;
  /** Extra employer accounts with companies (chat benchmark pairs). */
  employers?: number;
  /**
   * A platform's shape (issue 20): this many more jobs spread over the `employers` companies,
   * most with none or a few, a few with many (company k of E gets about a share ∝ 1/k), and the
   * applications spread over every job, theirs and the employer's alike.
   */
  spreadJobs?: number;
  log?: (line: string) => void;
}

export interface BulkResult {
  /** Marks this run's e-mails: candidato.<tag>.<n>@bulk.conexao.ao, empresa.<tag>.<n>@bulk.conexao.ao (n from 1). */
  tag: string;
  employerId: string;
  companyId: string;
  employerCreated: boolean;
  candidates: number;
  employers: number;
  jobs: number;
  /** Jobs of the other companies (spreadJobs). */
  spreadJobs: number;
  applications: number;
  history: number;
  /** Milliseconds per step. */
  timings: Record<string, number>;
}

/** `array[$1, $2, …]::text[]`: drizzle would expand a bare JS array into a parameter list. */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Element `k` (0-based, any bigint) of a SQL array of length `n`. */
function pick(array: SQL, length: number, k: SQL): SQL {
  return sql`(${array})[1 + ((${k}) % ${length})::int]`;
}

/** Element `k` of a list written out as a SQL array. */
function pickFrom(values: readonly string[], k: SQL): SQL {
  return pick(textArray(values), values.length, k);
}

/** Knuth's multiplicative hash of the series number, as a non-negative bigint. */
const HASH = sql`((g::bigint * 2654435761) % 4294967296)`;

export const BULK_EMAIL_DOMAIN = 'bulk.conexao.ao';

export async function seedBulk(db: Database, options: BulkOptions): Promise<BulkResult> {
  const log = options.log ?? (() => {});
  const tag = randomBytes(4).toString('hex');
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings[name] = Math.round(performance.now() - started);
    log(`${name}: ${timings[name]} ms`);
    return result;
  };

  // One transaction: a failed run leaves nothing half-built.
  // Triggers stay on: they keep derived columns (counts, owners) right for every writer, this one too.
  const result = await db.transaction((tx) => fill(tx as unknown as Database, options, tag, step));
  // What autovacuum does soon after a bulk load: fresh statistics (or the planner guesses from an
  // empty table) and a visibility map (or index-only scans are not).
  await step('vacuum analyze', () =>
    db.execute(
      sql`vacuum (analyze) users, companies, internships, applications, application_status_history, application_status_counts, company_application_counts`,
    ),
  );
  return { ...result, tag, timings };
}

type Step = <T>(name: string, run: () => Promise<T>) => Promise<T>;

async function fill(
  db: Database,
  options: BulkOptions,
  tag: string,
  step: Step,
): Promise<Omit<BulkResult, 'tag' | 'timings'>> {
  const log = options.log ?? (() => {});
  const employer = await step('employer', () =>
    ensureEmployer(db, options.employerEmail, options.passwordHash),
  );

  const employers = options.employers ?? 0;
  if (employers > 0) await step('employers', () => insertEmployers(db, tag, employers, options.passwordHash));

  const spreadJobs = options.spreadJobs ?? 0;
  if (spreadJobs > 0 && employers === 0) throw new Error('--spread-jobs needs --employers E');
  // The jobs that receive applications: the employer's, and with spreadJobs this run's companies'.
  const receiving = sql`(company_id = ${employer.companyId} or ${spreadJobs > 0} and company_id in (
    select company_id from company_members m join users u on u.id = m.user_id
    where u.email like ${`empresa.${tag}.%`}))`;

  let candidates = options.candidates;
  if (options.applications > 0) {
    // Enough candidates that every application is a distinct (job, candidate) pair.
    const jobsAfter = (await countRows(db, sql`internships where ${receiving}`)) + options.jobs + spreadJobs;
    if (jobsAfter === 0) throw new Error('--applications needs jobs: pass --jobs N (or post jobs first)');
    const have = await countRows(db, sql`users where role = 'CANDIDATE'`);
    const need = Math.ceil(options.applications / jobsAfter);
    if (have + candidates < need) {
      log(`adding ${need - have - candidates} candidates so that ${options.applications} applications fit`);
      candidates = need - have;
    }
  }
  if (candidates > 0)
    await step('candidates', () => insertCandidates(db, tag, candidates, options.passwordHash));
  if (options.jobs > 0) await step('jobs', () => insertJobs(db, employer, options.jobs));
  if (spreadJobs > 0) await step('spread jobs', () => insertSpreadJobs(db, tag, employers, spreadJobs));

  let applications = 0;
  let history = 0;
  if (options.applications > 0) {
    ({ applications, history } = await step('applications', () =>
      insertApplications(db, employer, options.applications, receiving),
    ));
  }
  return {
    employerId: employer.id,
    companyId: employer.companyId,
    employerCreated: employer.created,
    candidates,
    employers,
    jobs: options.jobs,
    spreadJobs,
    applications,
    history,
  };
}

async function countRows(db: Database, from: SQL): Promise<number> {
  const result = await db.execute<{ n: string | number }>(sql`select count(*) as n from ${from}`);
  return Number(result.rows[0]?.n ?? 0);
}

interface Employer {
  id: string;
  companyId: string;
  created: boolean;
}

async function ensureEmployer(db: Database, email: string, passwordHash: string): Promise<Employer> {
  const address = email.trim().toLowerCase();
  const inserted = await db.execute<{ id: string }>(sql`
    insert into users (email, password_hash, role, email_verified, first_name, last_name, phone, designation,
                       city, profile_setup, search_text)
    values (${address}, ${passwordHash}, 'EMPLOYER', true, 'Recrutador', 'Bench', '+244 923 000 000',
            'Gestor de Recrutamento', 'Luanda', true, 'recrutador bench')
    on conflict (email) do nothing
    returning id`);
  const user = await db.execute<{ id: string; role: string }>(
    sql`select id, role from users where email = ${address}`,
  );
  const row = user.rows[0];
  if (!row) throw new Error(`could not create ${address}`);
  if (row.role !== 'EMPLOYER') throw new Error(`${address} is a ${row.role} account, not an employer`);
  // The employer's company (issue 18: jobs belong to it), founded once with the employer as its owner.
  await db.execute(sql`
    with company as (
      insert into companies (created_by, company_name, description, city, phone, website, industry)
      select ${row.id}, 'Empresa de Testes de Carga, Lda.', 'Empresa fictícia para medições de desempenho.',
             'Luanda', '+244 222 000 000', 'https://exemplo.ao', 'Tecnologia'
      where not exists (select 1 from company_members where user_id = ${row.id})
      returning id
    )
    insert into company_members (user_id, company_id, role) select ${row.id}, id, 'OWNER' from company`);
  const company = await db.execute<{ id: string }>(
    sql`select company_id as id from company_members where user_id = ${row.id}`,
  );
  return { id: row.id, companyId: company.rows[0]!.id, created: inserted.rows.length > 0 };
}

async function insertCandidates(
  db: Database,
  tag: string,
  count: number,
  passwordHash: string,
): Promise<void> {
  const first = pickFrom(names.FIRST_NAMES, HASH);
  const last = pickFrom(names.SURNAMES, sql`${HASH} / 7`);
  const headline = pickFrom(names.HEADLINES, sql`${HASH} / 13`);
  // Three different skills: offsets 1..k and k+2..2k+1 from the first never meet it or each other.
  const skills = textArray(names.SKILLS);
  const k = Math.floor((names.SKILLS.length - 2) / 2);
  const s1 = sql`(${HASH} / 17)`;
  await db.execute(sql`
    insert into users (email, password_hash, role, email_verified, first_name, last_name, phone, city, skills,
                       availability, nationality, headline, language, profile_setup, search_text,
                       created_at, updated_at)
    select 'candidato.' || ${tag} || '.' || g || '@' || ${BULK_EMAIL_DOMAIN}, ${passwordHash}, 'CANDIDATE', true,
           first_name, last_name, '+244 9' || lpad(((${HASH}) % 100000000)::text, 8, '0'),
           ${pickFrom(names.CITIES, sql`${HASH} / 3`)},
           jsonb_build_array(${pick(skills, names.SKILLS.length, s1)},
                             ${pick(skills, names.SKILLS.length, sql`${s1} + 1 + (${HASH} / 19) % ${k}`)},
                             ${pick(skills, names.SKILLS.length, sql`${s1} + ${k + 2} + (${HASH} / 23) % ${k}`)}),
           ${pickFrom(AVAILABILITIES, sql`${HASH} / 5`)}, 'Angolana', headline,
           '["pt"]'::jsonb, true,
           ${searchTextSql(sql`concat_ws(' ', first_name, last_name, headline)`)},
           created, created
    from (
      select g, ${first} as first_name, ${last} as last_name, ${headline} as headline,
             now() - (${HASH} % 31536000) * interval '1 second' as created
      from generate_series(1, ${count}) as g
    ) as s`);
}

async function insertEmployers(
  db: Database,
  tag: string,
  count: number,
  passwordHash: string,
): Promise<void> {
  await db.execute(sql`
    with created as (
      insert into users (email, password_hash, role, email_verified, first_name, last_name, city, profile_setup,
                         search_text)
      select 'empresa.' || ${tag} || '.' || g || '@' || ${BULK_EMAIL_DOMAIN}, ${passwordHash}, 'EMPLOYER', true,
             ${pickFrom(names.FIRST_NAMES, HASH)}, 'Recrutamento', 'Luanda', true, ''
      from generate_series(1, ${count}) as g
      returning id, email
    ),
    company as (
      insert into companies (created_by, company_name, city, industry)
      select id, 'Empresa ' || split_part(split_part(email, '@', 1), '.', 3), 'Luanda', 'Comércio' from created
      returning id, created_by
    )
    insert into company_members (user_id, company_id, role) select created_by, id, 'OWNER' from company`);
}

async function insertJobs(db: Database, employer: Employer, count: number): Promise<void> {
  await insertJobRows(db, count, sql`${employer.companyId}::uuid`, sql`${employer.id}::uuid`, sql``);
}

/**
 * `count` jobs over the `companies` companies of this run (empresa.<tag>.N): job g goes to
 * company floor(E^u) for u uniform in [0, 1) (a log-uniform pick: company k gets a share ∝ 1/k),
 * so most companies have none or a few and a few have hundreds, as on a real platform.
 */
async function insertSpreadJobs(db: Database, tag: string, companies: number, count: number): Promise<void> {
  const pickCompany = sql`floor(power(${companies}::float8, ((${HASH} / 29) % 1000000) / 1000000.0))::int`;
  await insertJobRows(
    db,
    count,
    sql`spread.company_id`,
    sql`spread.user_id`,
    sql`join (
      select m.company_id, m.user_id, split_part(split_part(u.email, '@', 1), '.', 3)::int as k
      from company_members m join users u on u.id = m.user_id
      where u.email like ${`empresa.${tag}.%`}
    ) as spread on spread.k = ${pickCompany}`,
  );
}

async function insertJobRows(
  db: Database,
  count: number,
  companyId: SQL,
  postedBy: SQL,
  owners: SQL,
): Promise<void> {
  const title = sql`${pickFrom(names.JOB_TITLES, HASH)} || ' ' || g`;
  const skills = textArray(names.SKILLS);
  await db.execute(sql`
    insert into internships (company_id, posted_by, title, search_title, industry, skills_required, experience,
                             education, min_salary, max_salary, internship_type, internship_city,
                             number_of_opening, expiration_date, description, responsibilities, posting_date,
                             active_status, created_at)
    select ${companyId}, ${postedBy}, title, ${searchTextSql(sql`title`)},
           ${pickFrom(names.INDUSTRIES, sql`${HASH} / 3`)},
           jsonb_build_array(${pick(skills, names.SKILLS.length, sql`${HASH} / 5`)},
                             ${pick(skills, names.SKILLS.length, sql`${HASH} / 5 + 1`)}),
           jsonb_build_array(${pickFrom(names.EXPERIENCE, sql`${HASH} / 7`)}),
           jsonb_build_array(${pickFrom(names.EDUCATION, sql`${HASH} / 11`)}),
           salary, salary + 50000,
           ${pickFrom(INTERNSHIP_TYPES, sql`${HASH} / 13`)},
           ${pickFrom(names.CITIES, sql`${HASH} / 17`)},
           1 + (${HASH} % 5)::int,
           -- One job in ten has already expired.
           case when g % 10 = 0 then now() - interval '3 days' else created + interval '120 days' end,
           'Estágio remunerado com acompanhamento de um tutor.', 'Apoiar a equipa nas tarefas do dia a dia.',
           created, case when g % 20 = 0 then 'IN-ACTIVE' else 'ACTIVE' end, created
    from (
      select g, ${title} as title, (50000 + (${HASH} % 20) * 5000)::int as salary,
             now() - (${HASH} % 15552000) * interval '1 second' as created
      from generate_series(1, ${count}) as g
    ) as s ${owners}`);
}

async function insertApplications(
  db: Database,
  employer: Employer,
  count: number,
  receiving: SQL,
): Promise<{ applications: number; history: number }> {
  // Application g goes to job (g mod jobs) from candidate (g div jobs + offset): distinct pairs for
  // g < jobs × candidates; the random offset makes a second run pick mostly new pairs.
  const offset = randomBytes(3).readUIntBE(0, 3);
  const result = await db.execute<{ applications: string | number; history: string | number }>(sql`
    with j as (
      select id, created_at, row_number() over (order by id) - 1 as n
      from internships where ${receiving}
    ),
    u as (select id, row_number() over (order by id) - 1 as n from users where role = 'CANDIDATE'),
    sizes as (select (select count(*) from j) as nj, (select count(*) from u) as nu),
    rows as (
      select j.id as internship_id, u.id as user_id,
             case when ${HASH} % 10 < 6 then 'APPLIED' when ${HASH} % 10 < 8 then 'SHORTLISTED'
                  when ${HASH} % 10 < 9 then 'REJECTED' else 'HIRED' end as status,
             -- Within 30 days of the job's posting, and no later than now: a job posted a week ago
             -- has its applications spread over that week. (Clamping to now() instead put a tenth
             -- of a million applications at one microsecond, which no office produces.) The
             -- seconds of the hash are whole, as are the jobs' ages, so two jobs' applications
             -- could meet on one instant (up to 4 of 300 in a simulation of the test's seed): each
             -- application's own number, in microseconds, keeps them apart, inside the last
             -- second the window leaves free.
             j.created_at + (${HASH} % 2592000) * interval '1 second'
               * greatest(0.0, least(1.0, (extract(epoch from now() - j.created_at) - 1) / 2592000))
               + (g % 1000000) * interval '1 microsecond' as created
      from generate_series(0, ${count - 1}) as g
      cross join sizes
      join j on j.n = g % sizes.nj
      join u on u.n = (g / sizes.nj + ${offset}) % sizes.nu
    ),
    inserted as (
      insert into applications (internship_id, user_id, status, created_at, updated_at)
      select internship_id, user_id, status, created, created from rows
      on conflict (internship_id, user_id) do nothing
      returning id, user_id, status, created_at
    ),
    -- As the app records it: the candidate's application (none → APPLIED), then the employer's move.
    history as (
      insert into application_status_history (application_id, changed_by, from_status, to_status, created_at)
      select id, user_id, null, 'APPLIED', created_at from inserted
      union all
      select id, ${employer.id}, 'APPLIED', status, created_at + interval '1 hour'
      from inserted where status <> 'APPLIED'
      returning 1
    )
    select (select count(*) from inserted) as applications, (select count(*) from history) as history`);
  const row = result.rows[0];
  return { applications: Number(row?.applications ?? 0), history: Number(row?.history ?? 0) };
}
