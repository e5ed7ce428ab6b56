import type { Lang } from '@shared/domain';
import type { Text } from '@shared/i18n/define';
import type { Messages } from './messages';

type Part = Partial<Record<Lang, Record<string, Text>>>;

/**
 * One language's messages from the catalogue's parts (each `catalogue/<feature>.ts` exports
 * `defineMessages(en, pt)`), as `import.meta.glob` hands them over: module → exports. The build
 * keeps only `lang`'s half of each part (vite.catalogue-plugin.ts); unbuilt (tests, dev) both
 * halves are there and the other is ignored.
 */
export function mergeParts(modules: Record<string, Record<string, unknown>>, lang: Lang): Messages {
  const messages: Record<string, Text> = {};
  for (const exports of Object.values(modules)) {
    for (const value of Object.values(exports)) {
      const part = value as Part | null;
      if (part && typeof part === 'object' && part[lang]) Object.assign(messages, part[lang]);
    }
  }
  return messages as Messages;
}
