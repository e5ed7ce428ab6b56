import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The metadata file electron-updater asks a generic feed for on this OS. */
export function metadataFile(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return 'latest.yml';
  if (platform === 'darwin') return 'latest-mac.yml';
  return 'latest-linux.yml';
}

/**
 * A generic update feed on 127.0.0.1 offering `version`: the metadata with the installer's
 * SHA-512, and the "installer" (a few bytes: the test never installs it). Records every
 * request path, so a test can see what the app asked for.
 */
export async function startUpdateFeed(version: string) {
  const installer =
    process.platform === 'win32' ? `conexao-${version}-setup.exe` : `conexao-${version}-x86_64.AppImage`;
  const bytes = Buffer.from(`Conexão ${version} test installer\n`);
  const sha512 = createHash('sha512').update(bytes).digest('base64');
  const metadata = [
    `version: ${version}`,
    'files:',
    `  - url: ${installer}`,
    `    sha512: ${sha512}`,
    `    size: ${bytes.length}`,
    `path: ${installer}`,
    `sha512: ${sha512}`,
    `releaseDate: '${new Date().toISOString()}'`,
    'releaseNotes: |',
    '  [en]',
    '  Faster candidate search.',
    '  [pt]',
    '  Pesquisa de candidatos mais rápida.',
    '',
  ].join('\n');
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push(path);
    if (path === `/${metadataFile()}`) {
      response.writeHead(200, { 'content-type': 'text/yaml' });
      response.end(metadata);
    } else if (path === `/${installer}`) {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': bytes.length });
      response.end(bytes);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    installer,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
