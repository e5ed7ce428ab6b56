import { join } from 'node:path';
import { type AdminConfig, adminConfigSchema } from '@shared/desktop/settings';

/**
 * The machine-wide configuration file an IT admin deploys beside the installer (schema and
 * meaning in src/shared/desktop/settings.ts, how-to in docs/deployment.md). Only an admin can
 * write these folders, so what the file locks, a person cannot change from the app.
 */
export function adminConfigPath(platform: NodeJS.Platform, env: Record<string, string | undefined>): string {
  if (platform === 'win32')
    return join(env.ProgramData ?? env.PROGRAMDATA ?? 'C:\\ProgramData', 'Conexao', 'config.json');
  if (platform === 'darwin') return '/Library/Application Support/Conexao/config.json';
  return '/etc/conexao/config.json';
}

export interface AdminConfigResult {
  config: AdminConfig;
  /** Why the file was ignored, or null (no file is no problem). */
  problem: string | null;
}

/**
 * Reads and validates the file. A missing file means no admin settings; an unreadable,
 * malformed or invalid one is reported once (the returned problem, one warning line) and
 * ignored as a whole: half of a broken file is not what the admin meant. Never throws.
 */
export function loadAdminConfig(
  path: string,
  readFile: (path: string) => string,
  warn: (line: string) => void = console.warn,
): AdminConfigResult {
  let text: string;
  try {
    text = readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { config: {}, problem: null };
    return report(`${path} could not be read (${(error as Error).message})`, warn);
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, '')); // Notepad writes a byte-order mark
  } catch (error) {
    return report(`${path} is not valid JSON (${(error as Error).message})`, warn);
  }
  const parsed = adminConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? `"${issue.path.join('.')}" ` : '';
    return report(`${path}: ${where}${issue.message}`, warn);
  }
  return { config: parsed.data, problem: null };
}

function report(problem: string, warn: (line: string) => void): AdminConfigResult {
  warn(`Admin configuration ignored: ${problem}`);
  return { config: {}, problem };
}
