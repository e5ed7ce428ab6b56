import { AppError } from '../http/app-error';

/**
 * The most common passwords (OWASP ASVS 2.1.7): the ~49,000-entry list of zxcvbn-ts's common
 * dictionary (@zxcvbn-ts/language-common, drawn from leaked-password corpora and maintained with
 * the library), bundled with the server: nothing is fetched at run time, and the list never
 * reaches the renderer. Compared case-insensitively ("Password1" is "password1"). Loaded once,
 * on first use (about 60 ms to decompress).
 */
let list: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return list;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Throws 400 with the catalogue message when a NEW password is on the list (sign-up, reset, change). */
export async function assertNotCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password))
    throw new AppError(400, 'VALIDATION_ERROR', 'auth.password.tooCommon');
}
