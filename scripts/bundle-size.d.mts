/** What tests read of scripts/bundle-size.mjs: the routes it measures and how it names their modules. */
export interface MeasuredRoute {
  path: string;
  /**
   * Module keys from the project's src/ (the manifest's), or REST / FRAME_MESSAGES for the language's
   * rest of the messages / the texts the frame and the dashboard name.
   */
  lazy: string[];
}
export const ROUTES: MeasuredRoute[];
export const LANGS: string[];
export const REST: string;
export function catalogue(lang: string): string;
export function rest(lang: string): string;
export const FRAME_MESSAGES: string;
export function frameMessages(lang: string): string;
