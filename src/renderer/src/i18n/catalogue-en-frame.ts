/// <reference types="vite/client" />
import { mergeParts } from './merge-parts';

/**
 * The English messages of every other catalogue part that the signed-in frame and the dashboard name
 * (loaded with the frame): the web build keeps only those keys here (vite.frame-messages.ts) and
 * the rest in catalogue-en-rest.ts, which every other signed-in screen waits for. Unbuilt (tests,
 * dev) and in the desktop build, both hold every text of those parts.
 */
export default mergeParts(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../../shared/i18n/catalogue/*.ts',
      '!../../../shared/i18n/catalogue/{common,codes,auth,shell,desktop}.ts',
    ],
    { eager: true, query: { lang: 'en', keys: 'frame' } },
  ),
  'en',
);
