import { readFileSync } from 'node:fs';
import { chunkHolding, staticImportWalk } from './vite.route-chunks';

/** The part of a first build's chunk this reads. */
interface ScannedChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The catalogue's own modules: what they hold is what is being split, not what names a key. */
const CATALOGUE_MODULE = /[\\/](i18n[\\/]catalogue|shared[\\/]i18n)[\\/]?/;

/** A key written whole: 'jobs.dashboard.title' (quotes or backticks). */
const WHOLE = /['"`]([a-zA-Z][\w]*(?:\.[\w]+)+)['"`]/g;
/** The start of a key built from a value: `jobType.${code}` or 'applications.status.' + status. */
const PREFIX = /`([a-zA-Z][\w]*(?:\.[\w]+)*\.)\$\{|['"]([a-zA-Z][\w]*(?:\.[\w]+)*\.)['"]\s*\+/g;

/** The keys among `keys` that `source` names, whole or by a prefix it builds keys from. */
export function keysNamedIn(source: string, keys: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  for (const match of source.matchAll(WHOLE)) if (keys.has(match[1] ?? '')) named.add(match[1] ?? '');
  for (const match of source.matchAll(PREFIX)) {
    const prefix = match[1] ?? match[2] ?? '';
    for (const key of keys) if (key.startsWith(prefix)) named.add(key);
  }
  return named;
}

/**
 * The keys the code a signed-in start on the dashboard runs can show (issue 12, speed to open): those
 * named in the modules of the entries and of `startModules` (the frame and the screen) with what they
 * import, as a first build placed them. The web build ships them as the messages' frame part, which
 * the frame and the dashboard wait for; every other screen waits for the rest too
 * (i18n/messages.ts). Reads each module's source from disk.
 */
export function frameMessageKeys(
  chunks: readonly ScannedChunk[],
  rendererSrc: string,
  startModules: readonly string[],
  keys: ReadonlySet<string>,
): Set<string> {
  const walk = staticImportWalk(chunks);
  const files = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) walk(entry, files);
  for (const module of startModules) walk(chunkHolding(chunks, rendererSrc, module), files);
  const named = new Set<string>();
  for (const chunk of chunks.filter((candidate) => files.has(candidate.fileName))) {
    for (const id of chunk.moduleIds) {
      const path = id.split('?')[0] ?? id;
      // Our own modules only: a library names no catalogue key.
      if (path.includes('node_modules') || path.startsWith('\0') || CATALOGUE_MODULE.test(path)) continue;
      if (!/\.[cm]?[jt]sx?$/.test(path)) continue;
      for (const key of keysNamedIn(readFileSync(path, 'utf8'), keys)) named.add(key);
    }
  }
  return named;
}
