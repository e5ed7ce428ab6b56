import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UpdaterLike } from './updater';

/**
 * electron-updater's own config for an unpackaged run (an installed app has app-update.yml from
 * electron-builder): it still reads one, for the name of its download cache folder. Written
 * into the profile folder so development and launch-test runs can update against a test feed.
 */
export function devUpdateConfig(feedUrl: string): string {
  return [
    'provider: generic',
    `url: ${JSON.stringify(feedUrl)}`,
    'updaterCacheDirName: conexao-updater-dev',
    '',
  ].join('\n');
}

/** electron-updater's autoUpdater, loaded on demand (it starts working when first touched). */
export async function loadAutoUpdater(options: {
  isPackaged: boolean;
  feedUrl: string | null;
  userDataDir: string;
  write?: (path: string, text: string) => void;
}): Promise<UpdaterLike> {
  const { autoUpdater } = await import('electron-updater');
  if (!options.isPackaged && options.feedUrl) {
    const file = join(options.userDataDir, 'dev-app-update.yml');
    (options.write ?? writeFileSync)(file, devUpdateConfig(options.feedUrl));
    autoUpdater.updateConfigPath = file;
  }
  return autoUpdater as unknown as UpdaterLike;
}
