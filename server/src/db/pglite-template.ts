import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * A new PGlite database in a few hundred milliseconds instead of ~20 s on a busy machine
 * (issue 12): creating one runs initdb (~2 s on an idle machine) and every migration; reopening
 * a migrated one takes ~0.2 s. So a migrated, cleanly closed data directory is kept once as a
 * template and copied into each new DATA_DIR. The template is named by a hash of the contents of
 * every file in server/drizzle: a new or edited migration gives another name, and a stale template
 * is never used (it is removed when the new one is made). `migrate()` still runs after the copy,
 * finding nothing to do.
 *
 * Where: `CONEXAO_PGLITE_TEMPLATES` if set, else `<os cache dir>/conexao/pglite-templates`. Any
 * failure here (read-only cache, no space) falls back to creating the database in place.
 */
export function templatesDir(): string {
  if (process.env.CONEXAO_PGLITE_TEMPLATES) return process.env.CONEXAO_PGLITE_TEMPLATES;
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cache, 'conexao', 'pglite-templates');
}

/** Every file under `dir`, as paths relative to it, sorted (the same order on every machine). */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesUnder(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return files.flat().sort();
}

/**
 * Which PGlite build made the files (another build may not read them): its WASM binary's size and
 * date, cheaper to read than the 8 MB themselves.
 */
function pgliteBuild(): string {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const wasm = statSync(path.join(path.dirname(entry), 'pglite.wasm'));
    return `${wasm.size}:${Math.round(wasm.mtimeMs)}`;
  } catch {
    return 'unknown';
  }
}

/** The hash of the migrations (every file's relative path and contents) and of the PGlite build. */
export async function migrationsHash(migrationsFolder: string, build = pgliteBuild()): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`${build}\0`);
  for (const file of await filesUnder(migrationsFolder)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(migrationsFolder, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** A PostgreSQL data directory has PG_VERSION; an empty or missing folder is a new database. */
export function isNewDataDir(dir: string): boolean {
  return !existsSync(path.join(dir, 'PG_VERSION'));
}

const DONE = '.conexao-template-complete';

/**
 * Fills the new data directory `target` from the template of these migrations, building the
 * template first when there is none (`build` creates, migrates and closes a PGlite in the folder
 * it is given). Returns whether `target` was filled; false leaves creating it to the caller.
 */
export async function fillFromTemplate(
  target: string,
  migrationsFolder: string,
  build: (dir: string) => Promise<void>,
  root = templatesDir(),
): Promise<boolean> {
  try {
    const name = `pglite-${await migrationsHash(migrationsFolder)}`;
    const template = path.join(root, name);
    if (!existsSync(path.join(template, DONE))) {
      await mkdir(root, { recursive: true });
      // Built beside its final name and renamed when complete: a concurrent start, or a crash
      // half-way, never leaves a half-made template under the real name.
      const building = path.join(root, `${name}.building-${process.pid}-${Date.now()}`);
      try {
        await build(building);
        await writeFile(path.join(building, DONE), `${new Date().toISOString()}\n`);
        await rename(building, template).catch(async (error: unknown) => {
          // Another start finished the same template first: use that one.
          if (!existsSync(path.join(template, DONE))) throw error;
        });
      } finally {
        await rm(building, { recursive: true, force: true });
      }
      await removeOtherTemplates(root, name);
    }
    await rm(target, { recursive: true, force: true });
    await cp(template, target, { recursive: true, filter: (source) => path.basename(source) !== DONE });
    return true;
  } catch {
    await rm(target, { recursive: true, force: true }).catch(() => {});
    await mkdir(target, { recursive: true }).catch(() => {});
    return false;
  }
}

/** Templates of older migrations are never used again. */
async function removeOtherTemplates(root: string, keep: string): Promise<void> {
  const entries = await readdir(root).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((entry) => entry.startsWith('pglite-') && entry !== keep && !entry.includes('.building-'))
      .map((entry) => rm(path.join(root, entry), { recursive: true, force: true }).catch(() => {})),
  );
}
