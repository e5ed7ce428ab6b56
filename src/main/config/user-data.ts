import { isAbsolute } from 'node:path';

/**
 * CONEXAO_USER_DATA_DIR gives a run its own profile folder (launch tests, a second test
 * account side by side in development). A packaged app ignores it: on a user's machine an
 * environment variable must not be able to point the app at a session and settings folder
 * someone else prepared (or read the signed-in session from a place they can reach).
 */
export function userDataOverride(
  isPackaged: boolean,
  env: Record<string, string | undefined>,
  warn: (line: string) => void = console.warn,
): string | null {
  const value = env.CONEXAO_USER_DATA_DIR;
  if (!value) return null;
  if (isPackaged) {
    warn('CONEXAO_USER_DATA_DIR is ignored by an installed app (development and tests only).');
    return null;
  }
  if (!isAbsolute(value)) {
    warn(`CONEXAO_USER_DATA_DIR must be an absolute path ("${value}"); using the default profile folder.`);
    return null;
  }
  return value;
}
