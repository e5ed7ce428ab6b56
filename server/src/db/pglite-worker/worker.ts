import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../pglite-extensions';
import type { WorkerReply, WorkerRequest, WorkerStart } from './messages';

/**
 * PGlite's own thread (client.ts explains why): it opens the database folder and runs each
 * protocol message it is sent, one at a time, answering the backend's bytes as they are.
 */
if (!parentPort) throw new Error('pglite-worker: run as a worker thread');
const port = parentPort;
const { dataDir, startParams } = workerData as WorkerStart;

const send = (reply: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

/** The backend's answer to `message`, in one buffer of its own (safe to hand over). */
async function run(pg: PGlite, message: Uint8Array, syncToFs: boolean): Promise<Uint8Array> {
  // The stream variant hands over the raw bytes without PGlite parsing them here as well; each
  // chunk is a view of PGlite's receive buffer, so it is copied before the next one overwrites it.
  const chunks: Uint8Array[] = [];
  let size = 0;
  await pg.execProtocolRawStream(message, {
    syncToFs,
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      size += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

async function serve(pg: PGlite, request: WorkerRequest): Promise<void> {
  try {
    if (request.kind === 'exec') {
      const data = await run(pg, request.message, request.syncToFs);
      send({ kind: 'done', id: request.id, data }, [data.buffer as ArrayBuffer]);
    } else if (request.kind === 'sync') {
      await pg.syncToFs();
      send({ kind: 'done', id: request.id });
    } else {
      await pg.close();
      send({ kind: 'done', id: request.id });
      port.close();
    }
  } catch (error) {
    send({ kind: 'error', id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
}

try {
  const pg = await PGlite.create(dataDir, { extensions: await pgliteExtensions(), startParams });
  // One message at a time, in the order sent: the server's side already serialises them.
  let queue = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(() => serve(pg, request));
  });
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
}
