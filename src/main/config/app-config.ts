import type { AppConfig } from '@shared/desktop/bridge';

export { normaliseApiUrl } from '@shared/desktop/settings';

/** Used when neither the build (API_URL), the admin, the person nor the environment names an API. */
export const DEFAULT_API_URL = 'http://localhost:4000';

/**
 * Values baked in at build time by electron.vite.config.ts (absent under vitest): the API
 * address (API_URL), the update feed (CONEXAO_UPDATE_URL) and the build id (CONEXAO_BUILD,
 * else the commit and date of the build).
 */
export const buildInfo = {
  apiUrl: typeof __CONEXAO_API_URL__ === 'string' ? __CONEXAO_API_URL__ : undefined,
  updateFeedUrl:
    typeof __CONEXAO_UPDATE_URL__ === 'string' && __CONEXAO_UPDATE_URL__ ? __CONEXAO_UPDATE_URL__ : undefined,
  build: typeof __CONEXAO_BUILD__ === 'string' ? __CONEXAO_BUILD__ : 'dev',
};

export function appConfig(apiUrl: string, version: string): AppConfig {
  return { apiUrl, platform: 'electron', version };
}
