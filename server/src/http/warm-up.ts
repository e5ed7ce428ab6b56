import type { FastifyBaseLogger } from 'fastify';
import { $ZodType, safeParse } from 'zod/v4/core';

/** An id no account, sign-in or notification has: the warm-up reads nobody's data. */
export const NOBODY_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A freshly started server answered its first calls several times slower than the next ones
 * (issue 15: the bell's feed 20–35 ms on the first call, 5–7 ms after): the first call paid for
 * the database connection's first look at each table, V8 compiling every function on its path,
 * zod compiling each object schema's parser, and Intl building its date formats. At start,
 * before the server listens, each hot path runs once on nobody's data, so the first person
 * after a restart or a deploy is answered as fast as the second.
 *
 * A step that fails is logged and skipped: a warm-up never stops the server from starting.
 */
export interface WarmUpStep {
  name: string;
  run: () => Promise<unknown> | unknown;
}

export async function warmUp(log: FastifyBaseLogger, steps: WarmUpStep[]): Promise<void> {
  const started = performance.now();
  for (const step of steps) {
    try {
      await step.run();
    } catch (err) {
      log.warn({ err }, `warm-up: ${step.name} failed (the server starts anyway)`);
    }
  }
  log.debug(`warm-up: ${steps.length} steps in ${Math.round(performance.now() - started)} ms`);
}

/**
 * Compiles the parser of every object schema reachable from `schemas` (zod builds an object's
 * parser on its first parse of an object; the answers are encoded through these schemas, see
 * contract.ts); returns how many it compiled. Parsing `{}` fails, but only after the parser is built; nested objects are
 * reached through the schema definitions, not through data.
 */
export function compileSchemas(schemas: Iterable<unknown>): number {
  const seen = new Set<$ZodType>();
  let compiled = 0;
  const visit = (value: unknown): void => {
    if (!(value instanceof $ZodType) || seen.has(value)) return;
    seen.add(value);
    const def = value._zod.def as unknown as Record<string, unknown>;
    if (def.type === 'object') {
      safeParse(value, {});
      compiled += 1;
    }
    for (const [key, field] of Object.entries(def)) {
      if (key === 'shape' && field && typeof field === 'object') Object.values(field).forEach(visit);
      else if (Array.isArray(field)) field.forEach(visit);
      else visit(field);
    }
  };
  for (const schema of schemas) visit(schema);
  return compiled;
}
