import { Worker } from 'node:worker_threads';
import { Mutex, PGlite, protocol } from '@electric-sql/pglite';
import type { WorkerReply, WorkerRequest, WorkerStart } from './messages';

/**
 * The server's PGlite in a thread of its own (issue 20). PGlite runs PostgreSQL as WebAssembly,
 * synchronously, on whichever thread calls it. On the server's thread every statement stopped
 * everything else for as long as it ran: no request was read, no kept page answered, no chat
 * message delivered, and the machine's second core sat idle. In the first second after a start,
 * while statements were cold, that made a request wait up to a second for its turn to be read
 * (docs/benchmarks.md, "PGlite in a thread of its own").
 *
 * Here the worker (worker.ts) only runs protocol messages; everything else stays on the server's
 * thread as with an in-process PGlite: PGlite's own query, exec and transaction (inherited from
 * its base class, so their behaviour is PGlite's), the statements kept prepared
 * (pglite-statement-cache.ts) and the parsing of answers. One message at a time: the same two
 * mutexes PGlite uses (a statement, a transaction) are kept here, before a message is sent.
 */

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type NoticeMessage = InstanceType<typeof protocol.messages.NoticeMessage>;
type DatabaseError = InstanceType<typeof protocol.messages.DatabaseError>;
/** A request before its id is given. */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

/** PGlite's base class (query, exec, transaction over execProtocol): PGlite extends it. */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => object;

/** A message sent, waiting for the worker's answer. */
interface Pending {
  resolve(data: Uint8Array | undefined): void;
  reject(error: Error): void;
}

interface ProtocolOptions {
  syncToFs?: boolean;
  throwOnError?: boolean;
  onNotice?: (notice: NoticeMessage) => void;
}

/** The worker's file: the bundle's own next to server.js, else the TypeScript source's (worker-source.mjs). */
function workerFile(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./worker-source.mjs', import.meta.url)
    : new URL('./pglite-worker.js', import.meta.url);
}

class WorkerPglite extends BasePGlite {
  debug = 0;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();
  #nextId = 0;
  #closed = false;
  /** Why the worker stopped answering, once it has. */
  #failure: Error | null = null;

  constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => {
      if (reply.kind !== 'done' && reply.kind !== 'error') return;
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.kind === 'done') pending.resolve(reply.data);
      else pending.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      for (const pending of this.#pending.values()) pending.reject(this.#failure);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PGlite's worker thread stopped (exit code ${code})`)));
  }

  get closed(): boolean {
    return this.#closed;
  }

  #send(request: Unsent<WorkerRequest>): Promise<Uint8Array | undefined> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = ++this.#nextId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  async execProtocolRaw(message: Uint8Array, { syncToFs = true }: ProtocolOptions = {}): Promise<Uint8Array> {
    return (await this.#send({ kind: 'exec', message, syncToFs })) ?? new Uint8Array(0);
  }

  /** As PGlite does: the messages up to the first error, notices to `onNotice`, the error thrown. */
  async execProtocol(message: Uint8Array, options: ProtocolOptions = {}) {
    const { throwOnError = true, onNotice } = options;
    const data = await this.execProtocolRaw(message, options);
    const messages: BackendMessage[] = [];
    let failed: DatabaseError | null = null;
    new protocol.Parser().parse(data, (received) => {
      if (failed) return;
      if (received instanceof protocol.messages.DatabaseError) {
        if (throwOnError) failed = received;
      } else if (received instanceof protocol.messages.NoticeMessage) {
        onNotice?.(received);
      }
      messages.push(received);
    });
    if (failed) throw failed;
    return { messages, data };
  }

  async execProtocolStream(message: Uint8Array, options: ProtocolOptions = {}): Promise<BackendMessage[]> {
    return (await this.execProtocol(message, options)).messages;
  }

  async execProtocolRawStream(
    message: Uint8Array,
    { syncToFs, onRawData }: { syncToFs?: boolean; onRawData: (data: Uint8Array) => void },
  ): Promise<void> {
    onRawData(await this.execProtocolRaw(message, { syncToFs }));
  }

  async syncToFs(): Promise<void> {
    await this.#send({ kind: 'sync' });
  }

  async _checkReady(): Promise<void> {
    if (this.#closed) throw new Error('PGlite is closed');
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  // COPY to or from a blob and LISTEN need PGlite's file system or its notifications on this
  // thread; the server uses neither, and asking for them says so instead of doing nothing.
  async _handleBlob(blob?: unknown): Promise<void> {
    if (blob) throw new Error('PGlite in a worker thread: COPY with a blob is not supported');
  }

  async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  async _cleanupBlob(): Promise<void> {}

  async listen(): Promise<never> {
    throw new Error('PGlite in a worker thread: LISTEN is not supported');
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    // After the statement and transaction running now, as PGlite's own close does.
    await this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        this.#closed = true;
        await this.#send({ kind: 'close' }).catch(() => {});
      }),
    );
    await this.#worker.terminate();
  }
}

/**
 * Opens the PGlite folder `dataDir` in a worker thread; answers a PGlite whose statements run
 * there. Rejects, with PGlite's own reason, when the worker cannot open it.
 */
export async function openPgliteInWorker(dataDir: string, startParams: string[]): Promise<PGlite> {
  const worker = new Worker(workerFile(), { workerData: { dataDir, startParams } satisfies WorkerStart });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (reply: WorkerReply) => {
      if (reply.kind === 'ready') settle(resolve);
      if (reply.kind === 'failed')
        settle(() => reject(new Error(`PGlite could not open ${dataDir}: ${reply.error}`)));
    };
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`PGlite's worker thread stopped while opening (exit code ${code})`)));
    function settle(then: () => void) {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      then();
    }
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  }).catch(async (error) => {
    await worker.terminate();
    throw error;
  });
  const pg = new WorkerPglite(worker) as unknown as PGlite;
  // PGlite reads the array types' parsers at start; so does this one.
  await (pg as unknown as { _initArrayTypes(): Promise<void> })._initArrayTypes();
  return pg;
}
