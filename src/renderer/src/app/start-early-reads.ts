import { DASHBOARD_EARLY_READS } from '@renderer/features/jobs';
import { getBridge } from '@renderer/lib/bridge';
import { type EarlyRead, startEarlyReads } from '@renderer/lib/early-reads';
import type { DesktopBridge } from '@shared/desktop/bridge';

/** The screens whose first reads are worth sending before the app has booted, by start path. */
const EARLY_READS_BY_PATH: Readonly<Record<string, readonly EarlyRead[]>> = {
  '/': DASHBOARD_EARLY_READS,
};

/**
 * A signed-in start on one of those screens sends its reads now, with the stored session (issue 12:
 * on a slow link the numbers are then on their way while the code boots). Returns how many were
 * sent; a start that is not signed in, or on another screen, sends none.
 */
export async function startEarlyReadsFor(path: string, bridge: Pick<DesktopBridge, 'config' | 'session'>) {
  const reads = EARLY_READS_BY_PATH[path];
  if (!reads) return 0;
  const [config, session] = await Promise.all([bridge.config.get(), bridge.session.get()]);
  // Not signed in, or the profile wizard comes first: the dashboard will not ask for them.
  if (!session.token || !session.profileSetup) return 0;
  return startEarlyReads(reads, { apiUrl: config.apiUrl, token: session.token });
}

// This module runs for this effect, before the rest of the app is evaluated: main.tsx imports it
// first, and the web build keeps it although nothing uses an export (vite.web.config.ts).
startEarlyReadsFor(window.location.pathname, getBridge()).catch(() => {
  // Nothing was sent: the screen asks for itself, as it would anyway.
});
