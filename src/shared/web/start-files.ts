import type { Lang } from '../domain';

/**
 * The web build's page names, per language, the files a signed-in start on the dashboard loads
 * after the app's entry (the frame, the screen, the messages), in a JSON script element of this
 * id (vite.early-start-plugin.ts). The start-up asks for them beside the entry instead of after
 * it has run (app/preload-start-files.ts): on a slow link the wire is then never idle in between.
 */
export const START_FILES_ELEMENT_ID = 'conexao-start-files';

/** Per language, the files' paths ("/assets/…"). */
export type StartFiles = Partial<Record<Lang, string[]>>;
