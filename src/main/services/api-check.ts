import { healthResponseSchema } from '@shared/api/health';
import type { ApiCheck } from '@shared/desktop/settings';

const CHECK_TIMEOUT_MS = 5000;

/**
 * The live check behind the Settings screen's API address field: GET <url>/health must answer
 * 200 {"status":"ok"} (a Conexão API server; its version when it reports one). Done in the
 * main process because the renderer's CSP lets it reach only the API already in use.
 */
export async function checkApi(
  apiUrl: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<ApiCheck> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiUrl}/health`, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
      headers: { accept: 'application/json' },
    });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  try {
    const body = (await response.json()) as { status?: unknown };
    if (!response.ok || body?.status !== 'ok') return { ok: false, reason: 'not-conexao' };
    // Servers before /health reported a version answer {"status":"ok"} alone.
    const parsed = healthResponseSchema.safeParse(body);
    return { ok: true, version: parsed.success ? parsed.data.version : null };
  } catch {
    return { ok: false, reason: 'not-conexao' };
  }
}
