import type { Lang } from '@shared/domain';
import { translate } from '@shared/i18n';

export interface AboutFacts {
  lang: Lang;
  version: string;
  build: string;
  apiUrl: string;
  /** Null when the API server did not answer (or is older than /health's version). */
  apiVersion: string | null;
}

/** Help → About: the app's version and build, and the API server it uses with its version. */
export function aboutMessage({ lang, version, build, apiUrl, apiVersion }: AboutFacts) {
  return {
    title: translate(lang, 'about.title'),
    message: `Conexão ${version}`,
    detail: [
      translate(lang, 'about.version', { version, build }),
      apiVersion
        ? translate(lang, 'about.api', { apiUrl, apiVersion })
        : translate(lang, 'about.apiUnknown', { apiUrl }),
    ].join('\n'),
    buttons: [translate(lang, 'about.ok')],
  };
}
