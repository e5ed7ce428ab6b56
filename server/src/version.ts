import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from './paths';

/** The API server's version (server/package.json): /health reports it, the OpenAPI document carries it. */
export const SERVER_VERSION = (
  JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { version: string }
).version;
