import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkApi } from './api-check';

const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('API address check (Settings)', () => {
  it('accepts a Conexão API and reads its version from /health', async () => {
    const url = await serve((req, res) => {
      res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'ok', version: '0.3.0' }));
    });
    expect(await checkApi(url)).toEqual({ ok: true, version: '0.3.0' });
  });

  it('says when something answers that is not a Conexão API', async () => {
    const html = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>router login</html>');
    });
    expect(await checkApi(html)).toEqual({ ok: false, reason: 'not-conexao' });
    const failing = await serve((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    });
    expect(await checkApi(failing)).toEqual({ ok: false, reason: 'not-conexao' });
  });

  it('says when nothing answers', async () => {
    const url = await serve(() => {});
    const port = new URL(url).port;
    await new Promise((done) => servers.pop()!.close(done));
    expect(await checkApi(`http://127.0.0.1:${port}`)).toEqual({ ok: false, reason: 'unreachable' });
  });
});
