/// <reference types="vite/client" />
import { mergeParts } from './merge-parts';

/** The English messages of every other catalogue part, found by name (loaded with the signed-in frame). */
export default mergeParts(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../../shared/i18n/catalogue/*.ts',
      '!../../../shared/i18n/catalogue/{common,codes,auth,shell,desktop}.ts',
    ],
    { eager: true, query: { lang: 'en' } },
  ),
  'en',
);
