import { describe, expect, it } from 'vitest';
import {
  describeFetchFailure,
  downloadSource,
  ensureElectron,
  nodeRunsElectronTooling,
} from '../../scripts/lib/electron-fetch.mjs';

/** What `npm start` says when Electron cannot be fetched: a cause and a fix someone can act on. */
describe('Electron fetch failures', () => {
  const env = { ELECTRON_MIRROR: 'https://mirror.example/electron/' };

  it('names the mirror and its answer for an HTTP error', () => {
    const error = Object.assign(new Error('Response code 404 (Not Found) for https://mirror.example/x.zip'), {
      name: 'HTTPError',
      response: { status: 404 },
    });
    const { cause, fix } = describeFetchFailure(error, env);
    expect(cause).toBe('mirror.example answered HTTP 404 for the Electron archive');
    expect(fix).toMatch(/ELECTRON_MIRROR and ELECTRON_CUSTOM_DIR/);
  });

  it('says a bad archive failed its checksum', () => {
    class ChecksumMismatchError extends Error {}
    const { cause } = describeFetchFailure(
      new ChecksumMismatchError('Generated checksum for "electron.zip" did not match expected checksum.'),
      env,
    );
    expect(cause).toMatch(/^the Electron archive from mirror\.example failed its checksum/);
  });

  it('says there is no connection, with the system error code, and how to get one', () => {
    const offline = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    const { cause, fix } = describeFetchFailure(offline, {});
    expect(cause).toBe('no connection to github.com (ENOTFOUND)');
    expect(fix).toMatch(/HTTPS_PROXY/);
    expect(fix).toMatch(/ELECTRON_SKIP_BINARY_DOWNLOAD=1/);
  });

  it('keeps anything else to its first line', () => {
    const { cause } = describeFetchFailure(new Error('disk full\n    at somewhere'), {});
    expect(cause).toBe('fetching Electron failed (disk full)');
  });

  it('reads the mirror as @electron/get does (.npmrc over the environment)', () => {
    expect(downloadSource({})).toBe('github.com');
    expect(downloadSource({ ELECTRON_MIRROR: 'https://npmmirror.com/mirrors/electron/' })).toBe(
      'npmmirror.com',
    );
    expect(
      downloadSource({
        ELECTRON_MIRROR: 'https://a.example/',
        npm_config_electron_mirror: 'https://b.example/',
      }),
    ).toBe('b.example');
  });

  it('knows which Node versions run the Electron installer (ES modules required from CommonJS)', () => {
    expect(nodeRunsElectronTooling('18.20.0')).toBe(false);
    expect(nodeRunsElectronTooling('20.18.1')).toBe(false);
    expect(nodeRunsElectronTooling('20.19.0')).toBe(true);
    expect(nodeRunsElectronTooling('22.11.0')).toBe(false);
    expect(nodeRunsElectronTooling('22.12.0')).toBe(true);
    expect(nodeRunsElectronTooling('24.1.0')).toBe(true);
  });

  it('makes no attempt when ELECTRON_SKIP_BINARY_DOWNLOAD=1 and no binary is installed', async () => {
    const written: string[] = [];
    const result = await ensureElectron({
      env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1', ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent-conexao-dist' },
      out: { write: (text: string) => written.push(text), isTTY: false } as never,
    });
    expect(result).toEqual({ skipped: true });
    expect(written).toEqual([]);
  });
});
