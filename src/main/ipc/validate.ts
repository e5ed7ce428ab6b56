import type { IpcMainInvokeEvent } from 'electron';
import type { ZodType } from 'zod';

/**
 * Parses one IPC argument. Failure throws a short error naming the channel (the renderer sees
 * "Error invoking remote method …"); the zod details stay out of it, and nothing has changed.
 */
export function parseArg<T>(schema: ZodType<T>, value: unknown, channel: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`IPC ${channel}: invalid argument`);
  return parsed.data;
}

export type SenderEvent = Pick<IpcMainInvokeEvent, 'senderFrame'>;
