import type { Lang } from '@shared/domain';
import { START_FILES_ELEMENT_ID, type StartFiles } from '@shared/web/start-files';

/**
 * A signed-in start on the dashboard asks for the files its first screen loads after the app's
 * entry (the frame, the screen, the language's messages) now, beside the entry, as the web build's
 * page lists them (vite.early-start-plugin.ts). Issue 12: they used to be asked for only once the
 * entry had arrived and run, and on a slow link the wire sat idle for a round trip in between
 * (a cold start measured 4.88 → 4.49 s). Each becomes a `modulepreload` (a style sheet a
 * `preload`), in the CORS mode the app's own loader uses, so nothing is downloaded twice. The
 * desktop build and the dev server have no such list: nothing is asked for. Returns how many were.
 */
export function preloadStartFiles(lang: Lang, doc: Document = document): number {
  const element = doc.getElementById(START_FILES_ELEMENT_ID);
  let files: unknown;
  try {
    files = JSON.parse(element?.textContent || '{}');
  } catch {
    return 0;
  }
  // Anything but an object of arrays is a broken list: nothing is asked for, and the start goes on
  // (a throw here would tell app/bootstrap.ts that no reads were sent).
  const listed = files && typeof files === 'object' ? (files as StartFiles)[lang] : undefined;
  const paths = (Array.isArray(listed) ? listed : []).filter(
    (path) => typeof path === 'string' && path.startsWith('/assets/'),
  );
  for (const path of paths) {
    const link = doc.createElement('link');
    if (path.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = path;
    doc.head.append(link);
  }
  return paths.length;
}
