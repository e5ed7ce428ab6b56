import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_SHARED_BUFFERS, openDatabase } from './client';
import { fillFromTemplate, isNewDataDir, migrationsHash } from './pglite-template';

const temps: string[] = [];
const temp = (label: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `conexao-template-test-${label}-`));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in migrations folder and a fake "build" that writes a recognisable data directory. */
function fixture() {
  const migrations = temp('migrations');
  mkdirSync(path.join(migrations, 'meta'));
  writeFileSync(path.join(migrations, '0000_init.sql'), 'create table a (id int);');
  writeFileSync(path.join(migrations, 'meta/_journal.json'), '{"entries":[]}');
  const builds: string[] = [];
  const build = async (dir: string) => {
    builds.push(dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'PG_VERSION'), '17');
    writeFileSync(path.join(dir, 'built-from'), String(builds.length));
  };
  return { migrations, builds, build };
}

describe('PGlite template (a new database copied, not created)', () => {
  it('is keyed on the migrations content: a new file or an edited one changes the key', async () => {
    const { migrations } = fixture();
    const first = await migrationsHash(migrations);
    expect(await migrationsHash(migrations)).toBe(first);
    writeFileSync(path.join(migrations, '0015_company_teams.sql'), 'create table b (id int);');
    const added = await migrationsHash(migrations);
    expect(added).not.toBe(first);
    writeFileSync(path.join(migrations, '0000_init.sql'), 'create table a (id bigint);');
    expect(await migrationsHash(migrations)).not.toBe(added);
    // Another PGlite build, another template.
    expect(await migrationsHash(migrations, 'other-build')).not.toBe(await migrationsHash(migrations));
  });

  it('builds the template once, copies it into every new data directory, and rebuilds when the migrations change', async () => {
    const { migrations, builds, build } = fixture();
    const root = temp('templates');
    const one = path.join(temp('data'), 'pglite');
    const two = path.join(temp('data'), 'pglite');
    expect(isNewDataDir(one)).toBe(true);

    expect(await fillFromTemplate(one, migrations, build, root)).toBe(true);
    expect(await fillFromTemplate(two, migrations, build, root)).toBe(true);
    expect(builds).toHaveLength(1);
    for (const dir of [one, two]) {
      expect(isNewDataDir(dir)).toBe(false);
      expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'built-from']);
    }
    // Nothing half-made left beside the template.
    expect(readdirSync(root)).toHaveLength(1);

    writeFileSync(path.join(migrations, '0015_company_teams.sql'), 'create table b (id int);');
    const three = path.join(temp('data'), 'pglite');
    expect(await fillFromTemplate(three, migrations, build, root)).toBe(true);
    expect(builds).toHaveLength(2);
    // The template of the older migrations is gone.
    expect(readdirSync(root)).toHaveLength(1);
  });

  it('leaves the folder empty for the caller to create the database in place when building fails', async () => {
    const { migrations } = fixture();
    const target = path.join(temp('data'), 'pglite');
    const failed = await fillFromTemplate(
      target,
      migrations,
      async () => {
        throw new Error('disk full');
      },
      temp('templates'),
    );
    expect(failed).toBe(false);
    expect(existsSync(target) && readdirSync(target)).toEqual([]);
  });

  it('opens a copied database already migrated, with its tables', async () => {
    process.env.CONEXAO_PGLITE_TEMPLATES = temp('templates');
    try {
      for (const round of [1, 2]) {
        const dataDir = temp(`server-data-${round}`);
        const handle = await openDatabase({ databaseUrl: null, dataDir });
        try {
          await handle.migrate();
          const result = await handle.db.execute(sql`select count(*)::int as n from users`);
          expect(result.rows[0]).toEqual({ n: 0 });
          // The server's PGlite runs with its smaller buffer cache (client.ts, issue 20's memory line).
          const cache = await handle.db.execute(sql`show shared_buffers`);
          expect(cache.rows[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
        } finally {
          await handle.close();
        }
      }
      // One template for the real migrations.
      expect(readdirSync(process.env.CONEXAO_PGLITE_TEMPLATES!)).toHaveLength(1);
      expect(await migrationsHash(MIGRATIONS_FOLDER)).toMatch(/^[0-9a-f]{16}$/);
    } finally {
      delete process.env.CONEXAO_PGLITE_TEMPLATES;
    }
  }, 120_000);
});
