import { z } from 'zod';

/**
 * The body of every successful answer: a message in the caller's language and the data
 * (docs/architecture.md §4). Response schemas are plain (no transforms, no refinements): the
 * server serialises each answer through its schema, which keeps only the declared fields.
 * Marked free of side effects so the web build drops the response schemas no screen uses
 * (most of them: the renderer reads their types, not the schemas; issue 12's /signin budget).
 */
export const envelope = /* @__NO_SIDE_EFFECTS__ */ <Data extends z.ZodType>(data: Data) =>
  z.object({ message: z.string(), data });

/** An answer that carries only its message (a deletion, a code sent). */
export const messageResponse = z.object({ message: z.string() });

/** A moment as the API writes it: ISO 8601 in UTC (`Date#toISOString`). Documented, not re-checked. */
export const timestamp = z.string().meta({ format: 'date-time' });
