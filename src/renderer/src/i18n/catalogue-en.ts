/// <reference types="vite/client" />
import { mergeParts } from './merge-parts';

/**
 * The English messages the first screen needs (loaded by messages.ts before it renders): the
 * common words and errors, the sign-in screens, the frame, the desktop's own (updates). Keep in
 * step with catalogue-en-rest.ts, which loads every other part.
 */
export default mergeParts(
  import.meta.glob<Record<string, unknown>>(
    '../../../shared/i18n/catalogue/{common,codes,auth,shell,desktop}.ts',
    {
      eager: true,
      query: { lang: 'en' },
    },
  ),
  'en',
);
