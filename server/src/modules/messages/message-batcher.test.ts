import { describe, expect, it } from 'vitest';
import {
  BATCH_MAX_IN_FLIGHT,
  type BatcherOptions,
  type PendingCall,
  batchesInFlight,
  createBatcher,
} from './message-batcher';

/** A writer that answers `input * 10` for each call and records every batch it was given. */
function recordingWriter() {
  const batches: number[][] = [];
  const write = async (batch: PendingCall<number, number>[]) => {
    batches.push(batch.map((call) => call.input));
    for (const call of batch) call.resolve(call.input * 10);
  };
  return { batches, write };
}

/** A writer whose batches stay open until the test releases them. */
function heldWriter() {
  const open: Array<{ inputs: number[]; release(): void }> = [];
  let maxOpen = 0;
  const write = (batch: PendingCall<number, number>[]) =>
    new Promise<void>((done) => {
      open.push({
        inputs: batch.map((call) => call.input),
        release() {
          open.splice(open.indexOf(this), 1);
          for (const call of batch) call.resolve(call.input);
          done();
        },
      });
      maxOpen = Math.max(maxOpen, open.length);
    });
  return { open, write, maxOpen: () => maxOpen };
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('sends the calls of one turn of the event loop as one batch, in order, each with its own answer', async () => {
    const { batches, write } = recordingWriter();
    const flushed: number[] = [];
    const enqueue = createBatcher(write, { onFlush: (size) => flushed.push(size) });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => enqueue(n)));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    expect(flushed).toEqual([5]);
  });

  it('flushes at the size cap without waiting for the tick', async () => {
    const { batches, write } = recordingWriter();
    const enqueue = createBatcher(write, { maxSize: 3, maxInFlight: 10 });
    const all = Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => enqueue(n)));
    // Two full batches left synchronously; the remainder waits for the tick.
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(await all).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('keeps at most maxInFlight batches out; what arrives meanwhile leaves together when one returns', async () => {
    const held = heldWriter();
    const options: BatcherOptions = { maxSize: 2, maxInFlight: 2 };
    const enqueue = createBatcher(held.write, options);
    const results = [1, 2, 3, 4, 5, 6, 7].map((n) => enqueue(n));
    await nextTick();
    expect(held.open.map((b) => b.inputs)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    held.open[0]!.release();
    await nextTick();
    expect(held.open.map((b) => b.inputs)).toEqual([
      [3, 4],
      [5, 6],
    ]);
    while (held.open.length > 0) {
      held.open[0]!.release();
      await nextTick();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(held.maxOpen()).toBe(2);
  });

  it('gathers the calls that arrive while the only slot is busy into the next batch', async () => {
    const held = heldWriter();
    const enqueue = createBatcher(held.write, { maxInFlight: 1 });
    const first = enqueue(1);
    await nextTick();
    const later = [2, 3, 4].map((n) => enqueue(n));
    await nextTick();
    expect(held.open.map((b) => b.inputs)).toEqual([[1]]);
    held.open[0]!.release();
    await first;
    await nextTick();
    expect(held.open.map((b) => b.inputs)).toEqual([[2, 3, 4]]);
    held.open[0]!.release();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
  });

  it('rejects every call a failed write left unsettled, and keeps serving later calls', async () => {
    let fail = true;
    const enqueue = createBatcher<number, number>(async (batch) => {
      batch[0]!.resolve(0);
      if (fail) throw new Error('connection lost');
      for (const call of batch) call.resolve(call.input);
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => enqueue(n)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 0 },
      { status: 'rejected', reason: new Error('connection lost') },
      { status: 'rejected', reason: new Error('connection lost') },
    ]);
    fail = false;
    expect(await Promise.all([enqueue(4), enqueue(5)])).toEqual([0, 5]);
  });

  it('treats a writer that throws synchronously like one that rejects', async () => {
    const enqueue = createBatcher<number, number>(() => {
      throw new Error('bad writer');
    });
    await expect(enqueue(1)).rejects.toThrow('bad writer');
    await expect(enqueue(2)).rejects.toThrow('bad writer');
  });
});

describe('batchesInFlight', () => {
  it('takes at most half the connections, at least one and at most BATCH_MAX_IN_FLIGHT', () => {
    expect(batchesInFlight(1)).toBe(1);
    expect(batchesInFlight(3)).toBe(1);
    expect(batchesInFlight(4)).toBe(2);
    expect(batchesInFlight(6)).toBe(3);
    expect(batchesInFlight(10)).toBe(BATCH_MAX_IN_FLIGHT);
    expect(batchesInFlight(100)).toBe(BATCH_MAX_IN_FLIGHT);
  });
});
