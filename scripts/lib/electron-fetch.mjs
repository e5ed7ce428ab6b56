/**
 * The Electron binary for `npm start`: found, or fetched the way electron's own installer
 * fetches it. The download goes through @electron/get (electron's own dependency) with the
 * very options electron/install.js passes (its checksums.json, its cache, platform and arch),
 * so ELECTRON_MIRROR, ELECTRON_CUSTOM_DIR, electron_config_cache, the proxy variables and the
 * checksum check all behave as they do for `npm install electron`; the only addition is a
 * progress line. electron/install.js itself then unpacks the verified archive from the cache
 * and writes path.txt, exactly as it would after `npm install`.
 *
 * Failure is never thrown at the caller: it comes back as { cause, fix }, one sentence each,
 * for the one line `npm start` prints before it carries on with the API server alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const DEFAULT_MIRROR = 'https://github.com/electron/electron/releases/download/';

/** node_modules/electron, or null when the package itself is not installed. */
function electronPackageDir() {
  try {
    return dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/**
 * The Electron executable, or null. Deliberately not `require('electron')`: in electron 45
 * that call downloads a missing binary with no progress and exits the process on failure.
 */
export function electronBinary(env = process.env) {
  const dir = electronPackageDir();
  if (!dir) return null;
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(
    env.ELECTRON_OVERRIDE_DIST_PATH || join(dir, 'dist'),
    readFileSync(pathFile, 'utf8').trim(),
  );
  return existsSync(binary) ? binary : null;
}

/** Truthy as npm and electron read these flags ("1", "true"); "0" and "false" are off. */
function flag(value) {
  return Boolean(value) && !['0', 'false', 'no'].includes(String(value).toLowerCase());
}

/**
 * electron 45's installer and @electron/get 5 declare Node 22.12 or newer; they load as ES
 * modules from CommonJS (require(esm)), which Node also has from 20.19 on.
 */
export function nodeRunsElectronTooling(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 23;
}

/** The host the archive comes from, for the messages (the mirror variables as @electron/get reads them). */
export function downloadSource(env = process.env) {
  const mirror =
    env.npm_config_electron_mirror || env.NPM_CONFIG_ELECTRON_MIRROR || env.ELECTRON_MIRROR || DEFAULT_MIRROR;
  try {
    return new URL(mirror).host;
  } catch {
    return mirror;
  }
}

function errorCode(error) {
  const cause = error?.cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? error?.code ?? null;
}

const NETWORK_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

const SKIP_HINT = 'or set ELECTRON_SKIP_BINARY_DOWNLOAD=1 to stop trying';

/** One cause and one fix, each a short sentence without a trailing full stop. */
export function describeFetchFailure(error, env = process.env) {
  const source = downloadSource(env);
  const message = String(error?.message ?? error);
  if (error?.name === 'HTTPError' || /^Response code \d+/.test(message)) {
    const status = error?.response?.status ?? message.match(/\d+/)?.[0];
    return {
      cause: `${source} answered HTTP ${status} for the Electron archive`,
      fix: `check ELECTRON_MIRROR and ELECTRON_CUSTOM_DIR (they must name a folder holding electron-v<version>-<platform>-<arch>.zip), ${SKIP_HINT}`,
    };
  }
  if (
    error?.constructor?.name === 'ChecksumMismatchError' ||
    /did not match expected checksum/.test(message)
  ) {
    return {
      cause: `the Electron archive from ${source} failed its checksum (a broken download, or a mirror serving another build)`,
      fix: `check ELECTRON_MIRROR and run npm start again (the bad file was not kept), ${SKIP_HINT}`,
    };
  }
  const code = errorCode(error);
  if (NETWORK_CODES.has(code) || message === 'fetch failed') {
    return {
      cause: `no connection to ${source}${code ? ` (${code})` : ''}`,
      fix: `connect to the internet, set HTTPS_PROXY for a proxy or ELECTRON_MIRROR for a reachable mirror, ${SKIP_HINT}`,
    };
  }
  return {
    cause: `fetching Electron failed (${message.split('\n')[0].slice(0, 200)})`,
    fix: `run \`npx install-electron\` to see the details, ${SKIP_HINT}`,
  };
}

function platformAndArch(env) {
  const platform = env.ELECTRON_INSTALL_PLATFORM || env.npm_config_platform || process.platform;
  let arch = env.ELECTRON_INSTALL_ARCH || env.npm_config_arch || process.arch;
  // As install.js does: x64 Node under Rosetta on Apple silicon still gets the arm64 build.
  if (
    platform === 'darwin' &&
    process.platform === 'darwin' &&
    arch === 'x64' &&
    env.npm_config_arch === undefined
  ) {
    const translated = spawnSync('sysctl', ['-in', 'sysctl.proc_translated'], { encoding: 'utf8' });
    if (translated.stdout?.trim() === '1') arch = 'arm64';
  }
  return { platform, arch };
}

/** "12.3 MB": the one unit people read for an archive of this size. */
function megabytes(bytes) {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** One updating line on a terminal; on a log (CI, a pipe) a line per quarter. */
function progressReporter(out, label) {
  const tty = Boolean(out.isTTY);
  let lastQuarter = -1;
  out.write(`${label}…${tty ? '' : '\n'}`);
  return {
    update({ transferred, total, percent }) {
      const shown = total ? `${Math.floor(percent * 100)}% of ${megabytes(total)}` : megabytes(transferred);
      if (tty) {
        out.write(`\r${label}: ${shown}   `);
        return;
      }
      const quarter = Math.floor(percent * 4);
      if (total && quarter > lastQuarter) {
        lastQuarter = quarter;
        out.write(`${label}: ${shown}\n`);
      }
    },
    end() {
      if (tty) out.write('\n');
    },
  };
}

/**
 * The binary, fetched when missing. Resolves to { binary } or { skipped: true } (the
 * ELECTRON_SKIP_BINARY_DOWNLOAD opt-out) or { cause, fix }.
 */
export async function ensureElectron({ env = process.env, out = process.stdout } = {}) {
  const existing = electronBinary(env);
  if (existing) return { binary: existing };
  if (flag(env.ELECTRON_SKIP_BINARY_DOWNLOAD)) return { skipped: true };

  const dir = electronPackageDir();
  if (!dir) return { cause: 'the electron package is not installed', fix: 'run npm install' };
  if (!nodeRunsElectronTooling()) {
    return {
      cause: `Node ${process.versions.node} cannot run Electron's installer (it needs Node 22.12 or newer, or 20.19+)`,
      fix: 'install Node 22 LTS (e.g. `nvm install 22`) and run npm start again',
    };
  }

  const fetchEnv = { ...env };
  // @electron/get uses a proxy only when asked to; a machine that names one means it. It reads
  // this (and the mirror variables) from process.env, when it is loaded and for each URL.
  const proxied = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'].some((name) => env[name]);
  if (proxied && !env.ELECTRON_GET_USE_PROXY) fetchEnv.ELECTRON_GET_USE_PROXY = '1';
  if (env !== process.env) Object.assign(process.env, fetchEnv);
  else if (fetchEnv.ELECTRON_GET_USE_PROXY)
    process.env.ELECTRON_GET_USE_PROXY = fetchEnv.ELECTRON_GET_USE_PROXY;

  const electronRequire = createRequire(join(dir, 'package.json'));
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const { platform, arch } = platformAndArch(env);
  const remoteChecksums = flag(
    env.electron_use_remote_checksums || env.npm_config_electron_use_remote_checksums,
  );
  const progress = progressReporter(
    out,
    `Fetching Electron ${version} (${platform}-${arch}) from ${downloadSource(env)}, first start only`,
  );
  try {
    const { downloadArtifact } = await import(pathToFileURL(electronRequire.resolve('@electron/get')).href);
    await downloadArtifact({
      version,
      artifactName: 'electron',
      platform,
      arch,
      force: env.force_no_cache === 'true',
      cacheRoot: env.electron_config_cache,
      checksums: remoteChecksums ? undefined : JSON.parse(readFileSync(join(dir, 'checksums.json'), 'utf8')),
      downloadOptions: { quiet: true, getProgressCallback: (p) => progress.update(p) },
    });
  } catch (error) {
    progress.end();
    return describeFetchFailure(error, env);
  }
  progress.end();

  // electron's own installer: finds the verified archive in the cache, unpacks it, writes path.txt.
  const install = spawnSync(process.execPath, [join(dir, 'install.js')], {
    env: { ...fetchEnv, ELECTRON_GET_NO_PROGRESS: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const binary = electronBinary(env);
  if (install.status === 0 && binary) return { binary };
  const detail =
    (install.stderr ?? '').split('\n').find((line) => line.trim()) ?? `exit code ${install.status}`;
  return {
    cause: `Electron was downloaded but could not be unpacked (${detail.trim().slice(0, 200)})`,
    fix: 'delete node_modules/electron/dist and run npm start again',
  };
}
