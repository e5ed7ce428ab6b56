/**
 * Group commit for chat writes: calls made while the event loop is busy are gathered and
 * handed to `write` together, so one statement (one commit, one WAL flush) stores many
 * messages. Batching is generic; what a batch means in SQL lives in the repository.
 */

/** One caller waiting for its own result; `write` settles it (settling twice is harmless). */
export interface PendingCall<Input, Result> {
  input: Input;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

export interface BatcherOptions {
  /** A batch never holds more calls than this; reaching it flushes without waiting for the tick. */
  maxSize?: number;
  /**
   * Batches being written at once. Bounded so batching never takes every pooled connection:
   * the rest stay free for HTTP requests (`batchesInFlight`).
   */
  maxInFlight?: number;
  /** Called with each batch as it starts (tests count statements through it). */
  onFlush?(size: number): void;
}

export const BATCH_MAX_SIZE = 200;
export const BATCH_MAX_IN_FLIGHT = 4;

/**
 * Batches in flight for a database that runs `connections` statements at once: at most half of
 * them, so a burst of chat leaves the other half to the lists (a pool of 4 gives 2; PGlite's one
 * connection, 1: its statements run one at a time whatever is sent).
 */
export function batchesInFlight(connections: number): number {
  return Math.max(1, Math.min(BATCH_MAX_IN_FLIGHT, Math.floor(connections / 2)));
}

/**
 * Returns `enqueue(input)`, which resolves with the result `write` gives that call. Calls are
 * flushed on the next macrotask (setImmediate: everything that arrived in this turn of the
 * event loop travels together) or as soon as `maxSize` are queued; while `maxInFlight`
 * batches are out, calls keep queueing and leave together when one returns. Within a batch
 * calls keep their arrival order. If `write` fails, every call it left unsettled is rejected.
 */
export function createBatcher<Input, Result>(
  write: (batch: PendingCall<Input, Result>[]) => Promise<void>,
  options: BatcherOptions = {},
): (input: Input) => Promise<Result> {
  const maxSize = Math.max(1, options.maxSize ?? BATCH_MAX_SIZE);
  const maxInFlight = Math.max(1, options.maxInFlight ?? BATCH_MAX_IN_FLIGHT);
  let queue: PendingCall<Input, Result>[] = [];
  let inFlight = 0;
  let tickScheduled = false;

  function flush(): void {
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.length <= maxSize ? queue : queue.slice(0, maxSize);
      queue = batch === queue ? [] : queue.slice(maxSize);
      inFlight += 1;
      options.onFlush?.(batch.length);
      let written: Promise<void>;
      try {
        written = write(batch);
      } catch (error) {
        written = Promise.reject(error);
      }
      written
        .catch((error: unknown) => {
          for (const call of batch) call.reject(error);
        })
        .finally(() => {
          inFlight -= 1;
          flush();
        });
    }
  }

  return (input) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (queue.length >= maxSize) {
        flush();
      } else if (!tickScheduled) {
        tickScheduled = true;
        setImmediate(() => {
          tickScheduled = false;
          flush();
        });
      }
    });
}
