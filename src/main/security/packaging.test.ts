import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The packaged app's hardening lives in the packaging configuration, not in code this suite
 * runs, so it is read here the way electron-builder reads it (its own loader and schema
 * check): a fuse turned back on, renamed or dropped fails this test.
 */
const root = resolve(__dirname, '../../..');
const require = createRequire(resolve(root, 'package.json'));

type BuilderConfig = Record<string, unknown> & { electronFuses?: Record<string, boolean> | null };

async function packagingConfig(): Promise<BuilderConfig> {
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
    getConfig(projectDir: string, configPath: string | null, fromOptions: null): Promise<BuilderConfig>;
    validateConfiguration(config: BuilderConfig, logger: unknown): Promise<void>;
  };
  const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
  const config = await getConfig(root, null, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

describe('packaging configuration (electron-builder.yml)', () => {
  it('sets the Electron fuses: no Node mode, no NODE_OPTIONS, no inspector, asar only and verified, cookies encrypted', async () => {
    const config = await packagingConfig();
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // electron-builder's loader pulls in most of app-builder-lib: seconds on a busy machine.
  }, 60_000);

  it('asks macOS for no hardened-runtime exception beyond V8 JIT', () => {
    const plist = readFileSync(resolve(root, 'build/entitlements.mac.plist'), 'utf8');
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1]);
    expect(keys).toEqual(['com.apple.security.cs.allow-jit']);
  });
});
