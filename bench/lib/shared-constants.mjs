import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './proc.mjs';

/**
 * A numeric limit from src/shared/constants.ts (the one source of truth, issue 11): the bench runs
 * on plain Node and cannot import TypeScript, so it reads `export const NAME = 10_000;` there.
 */
export function sharedConstant(name) {
  const source = readFileSync(join(ROOT, 'src/shared/constants.ts'), 'utf8');
  const match = source.match(new RegExp(`export const ${name} = ([\\d_]+);`));
  if (!match) throw new Error(`${name} is not a numeric constant in src/shared/constants.ts`);
  return Number(match[1].replaceAll('_', ''));
}
