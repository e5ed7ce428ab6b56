import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { acceptsEncoding } from './src/shared/api/accept-encoding';

const compress = promisify(brotliCompress);

/** The hashed files worth compressing, and the type each is served as. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * The web build's hashed files, Brotli-compressed once at build time at the highest quality
 * (`<file>.br` beside each), and served so by `vite preview` (`npm run web`) to browsers that take
 * it: ~13 % fewer bytes than the on-the-fly gzip it served before, which on a slow link is the
 * first visit's biggest cost (issue 12). Other requests keep the preview server's own handling.
 */
export function brotliAssets(): Plugin {
  return {
    name: 'conexao:brotli-assets',
    apply: 'build',
    async writeBundle({ dir = '' }, bundle) {
      await Promise.all(
        Object.values(bundle)
          .filter(({ fileName }) => fileName.startsWith('assets/') && extname(fileName) in TYPES)
          .map(async (output) => {
            // The bytes just written, as the bundle still holds them.
            const written = output.type === 'chunk' ? output.code : output.source;
            const packed = await compress(Buffer.from(written), {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            });
            await writeFile(join(dir, `${output.fileName}.br`), packed);
          }),
      );
    },
  };
}

/** The preview server's side of brotliAssets: `/assets/x.js` answered with `x.js.br` when it exists. */
export function serveBrotliAssets(): Plugin {
  return {
    name: 'conexao:serve-brotli-assets',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const type = TYPES[extname(path)];
        if (!path.startsWith('/assets/') || !type || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        // Caches keep the two encodings apart.
        res.setHeader('Vary', 'Accept-Encoding');
        let packed: string;
        try {
          packed = join(outDir, `${decodeURIComponent(path)}.br`);
        } catch {
          next();
          return;
        }
        if (
          !acceptsEncoding(req.headers['accept-encoding'], 'br') ||
          !packed.startsWith(outDir) ||
          !existsSync(packed)
        ) {
          next();
          return;
        }
        const body = readFileSync(packed);
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
