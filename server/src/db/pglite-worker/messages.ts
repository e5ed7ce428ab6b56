/**
 * What the server's thread and PGlite's worker thread (worker.ts) say to each other. The worker
 * only runs protocol messages: statements are prepared, parsed and answered on the server's side
 * (pglite-statement-cache.ts, pglite-results.ts), exactly as with an in-process PGlite.
 */

/** What the worker is started with (workerData). */
export interface WorkerStart {
  dataDir: string;
  startParams: string[];
}

export type WorkerRequest =
  | { id: number; kind: 'exec'; message: Uint8Array; syncToFs: boolean }
  | { id: number; kind: 'sync' }
  | { id: number; kind: 'close' };

export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: string }
  | { kind: 'done'; id: number; data?: Uint8Array }
  | { kind: 'error'; id: number; error: string };
