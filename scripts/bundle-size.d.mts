/** What tests read of scripts/bundle-size.mjs: the routes it measures and how it names their modules. */
export interface MeasuredRoute {
  path: string;
  /**
   * Module keys from the project's src/ (the manifest's), or placeholders for a language's part of the
   * messages, which `inLanguage` names.
   */
  lazy: string[];
}
export const ROUTES: MeasuredRoute[];
export const LANGS: string[];
export function catalogue(lang: string): string;
export function inLanguage(key: string, lang: string): string;
