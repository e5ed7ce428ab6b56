/**
 * Run by the harness as a child (tsx, the server's environment): puts `--count` notifications into
 * the table with one set-based INSERT … SELECT generate_series, spread over the bench employer and
 * the `empresa.<tag>.*` employers the seed CLI made (a few users with thousands, most with a few
 * dozen), ~70 % read, ~5 % turned off in-app, over the last 90 days. Prints one JSON line: the
 * rows per user and a sample of users from the busiest to the quietest, for the load to sign in as.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/client.ts';

// drizzle-orm is the server workspace's dependency: resolved from there, the server's own copy.
const { sql } = await import(
  createRequire(new URL('../../server/package.json', import.meta.url)).resolve('drizzle-orm')
);

const { values } = parseArgs({
  options: {
    tag: { type: 'string' },
    employer: { type: 'string' },
    count: { type: 'string' },
    sample: { type: 'string', default: '20' },
  },
});
const count = Number(values.count);
const sample = Number(values.sample);
if (!values.tag || !values.employer || !Number.isInteger(count) || count < 1) {
  throw new Error('usage: notifications-seed.mjs --tag T --employer EMAIL --count N [--sample K]');
}

const database = await openDatabase(loadConfig(process.env));
const started = performance.now();
try {
  await database.migrate();
  const owners = sql`(
    select id, (row_number() over (order by email) - 1) as i
    from users
    where email = ${values.employer.toLowerCase()} or email like ${`empresa.${values.tag}.%`}
  )`;
  // Two multiplicative hashes of the series number: deterministic, not striped. Squaring the first
  // skews the owners: the first users get thousands of rows, the last a handful.
  await database.db.execute(sql`
    with owners as ${owners},
    n as (select count(*)::float8 as c from owners),
    s as (
      select g,
             ((g::bigint * 2654435761) % 4294967296)::float8 / 4294967296.0 as u,
             ((g::bigint * 2246822519) % 4294967296) as h
      from generate_series(1, ${count}) as g
    )
    insert into notifications (user_id, kind, params, in_app, created_at, read_at)
    select o.id,
           (array['APPLICATION_RECEIVED', 'APPLICATION_RECEIVED', 'APPLICATION_RECEIVED', 'JOB_EXPIRING', 'JOB_EXPIRED'])[1 + (s.h % 5)::int],
           jsonb_build_object('jobTitle', 'Estágio em Dados ' || (s.h % 997), 'candidateName', 'Candidato ' || s.g,
                              'expiresAt', to_char(now() + interval '2 days', 'YYYY-MM-DD')),
           (s.h % 20) <> 0,
           now() - (s.h % 7776000) * interval '1 second',
           case when (s.h % 10) < 7 then now() - (s.h % 7776000) * interval '1 second' + interval '1 hour' end
    from s
    join owners o on o.i = least(floor(s.u * s.u * (select c from n)), (select c from n) - 1)::bigint`);
  await database.db.execute(sql`vacuum (analyze) notifications`);
  // The seed's dirty pages are written now, not while the cold calls are timed: a restarted
  // server meets a settled database, not one still flushing a bulk load.
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
  const seconds = (performance.now() - started) / 1000;
  const rows = await database.db.execute(sql`
    with per_user as (
      select u.email, count(n.id)::int as notifications,
             count(n.id) filter (where n.in_app and n.read_at is null)::int as unread
      from users u join notifications n on n.user_id = u.id
      where u.email = ${values.employer.toLowerCase()} or u.email like ${`empresa.${values.tag}.%`}
      group by u.email
    ), ranked as (
      select *, row_number() over (order by notifications desc, email) - 1 as r, count(*) over () as users
      from per_user
    )
    select email, notifications, unread, users::int from ranked
    where r % greatest(1, users / ${sample}) = 0
    order by notifications desc
    limit ${sample}`);
  const total = await database.db.execute(sql`select count(*)::int as n from notifications`);
  const list = rows.rows;
  console.log(
    JSON.stringify({
      seconds,
      tableRows: total.rows[0]?.n,
      users: list[0]?.users ?? 0,
      sample: list.map(({ email, notifications, unread }) => ({ email, notifications, unread })),
    }),
  );
} finally {
  await database.close();
}
