import type { AppConfig } from '@shared/desktop/bridge';

/** Used when neither the build (API_URL) nor the environment (CONEXAO_API_URL) names an API. */
export const DEFAULT_API_URL = 'http://localhost:4000';

/** An http(s) origin-like URL without a trailing slash, or null when the value is not one. */
export function normaliseApiUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash) return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * CONEXAO_API_URL (run time) wins over API_URL baked at build time, so one installer can
 * point at a staging server. A bad run-time value is ignored with one warning, never fatal:
 * the person starting the app cannot fix a variable they did not set.
 */
export function resolveApiUrl(
  env: Record<string, string | undefined>,
  baked: string | undefined,
  warn: (line: string) => void = console.warn,
): string {
  const runtime = env.CONEXAO_API_URL;
  if (runtime) {
    const fromEnv = normaliseApiUrl(runtime);
    if (fromEnv) return fromEnv;
    warn(`CONEXAO_API_URL is not an http(s) URL ("${runtime}"); using the built-in API address.`);
  }
  return normaliseApiUrl(baked) ?? DEFAULT_API_URL;
}

const baked = typeof __CONEXAO_API_URL__ === 'string' ? __CONEXAO_API_URL__ : undefined;

let cached: string | undefined;

export function apiUrl(): string {
  cached ??= resolveApiUrl(process.env, baked);
  return cached;
}

export function appConfig(version: string): AppConfig {
  return { apiUrl: apiUrl(), platform: 'electron', version };
}
