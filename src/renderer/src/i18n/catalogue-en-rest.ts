/// <reference types="vite/client" />
import { mergeParts } from './merge-parts';

/**
 * The English messages of every other catalogue part that the frame and the dashboard do not name
 * (catalogue-en-frame.ts has those): every signed-in screen but the dashboard waits for them, and
 * a start on the dashboard loads them once it shows (i18n/messages.ts).
 */
export default mergeParts(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../../shared/i18n/catalogue/*.ts',
      '!../../../shared/i18n/catalogue/{common,codes,auth,shell,desktop}.ts',
    ],
    { eager: true, query: { lang: 'en', keys: 'other' } },
  ),
  'en',
);
