import { dashboardReads } from '@renderer/features/jobs';
import { startLanguage } from '@renderer/i18n/start-language';
import { FRAME_READS } from '@renderer/lib/api/signed-in-reads';
import { type EarlyRead, startEarlyReads } from '@renderer/lib/early-reads';
import { getStartBridge, type StartBridge } from '@renderer/lib/start-bridge';
import { preloadStartFiles } from './preload-start-files';

/**
 * The start paths whose first screen's reads are worth sending before the app has booted, each
 * with every read that screen and its frame make as they open: the HTTP client (axios) then waits
 * until the screen shows (app/bootstrap.ts), so a path listed here must list them all. In the order
 * the server should answer them: what the screen waits for first (the dashboard's counters).
 */
const EARLY_READS_BY_PATH: Readonly<Record<string, (now: number) => readonly EarlyRead[]>> = {
  '/': (now) => [...dashboardReads(now), ...FRAME_READS],
};

/**
 * A signed-in start on one of those screens sends its reads now, with the stored session and in
 * the language the app will show (issue 12: on a slow link the answers are then on their way while
 * the code boots). Returns how many were sent; a start that is not signed in, or on another
 * screen, sends none.
 */
export async function startEarlyReadsFor(path: string, bridge: StartBridge, now = Date.now()) {
  const reads = EARLY_READS_BY_PATH[path];
  if (!reads) return 0;
  const [config, session, prefs] = await Promise.all([
    bridge.config.get(),
    bridge.session.get(),
    bridge.prefs.get(),
  ]);
  // Not signed in, or the profile wizard comes first: the dashboard will not ask for them.
  if (!session.token || !session.profileSetup) return 0;
  const lang = startLanguage(prefs);
  const sent = startEarlyReads(reads(now), { apiUrl: config.apiUrl, token: session.token, lang });
  // Then the screen's code, beside the entry (the web build lists it; elsewhere nothing).
  preloadStartFiles(lang);
  return sent;
}

/**
 * How many reads this start sent early (0 when none or when sending failed): app/bootstrap.ts then
 * lets the HTTP client wait for the first screen. The reads go out as this module is evaluated,
 * before the rest of the app: main.tsx imports it first, the web build runs it from a file of its
 * own (vite.early-start-plugin.ts), and keeps its effect (vite.web.config.ts).
 */
export const earlyReadsSent: Promise<number> = startEarlyReadsFor(
  window.location.pathname,
  getStartBridge(),
).catch(
  // Nothing was sent: the screen asks for itself, as it would anyway.
  () => 0,
);
