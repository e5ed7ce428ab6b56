import { type SQL, TransactionRollbackError, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { TestApp } from './helper';

/**
 * The planner's view of the server's own SQL: tests capture the statements a request sends and
 * ask PostgreSQL (or PGlite) for their plans, to hold a list to "one index range in the index's
 * order", which a wrong NULLS or direction in an ORDER BY silently turns into a sort of every row.
 */

export interface SentQuery {
  text: string;
  params: unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The statements sent while `run` ran (node-postgres passes a config object, PGlite a string). */
export async function sentQueries(t: TestApp, run: () => Promise<unknown>): Promise<SentQuery[]> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.map(([query, params]) => ({
      text: typeof query === 'string' ? query : (query as { text: string }).text,
      params: (params ?? []) as unknown[],
    }));
  } finally {
    spy.mockRestore();
  }
}

/** The statement with its parameters written in (uuids, text, numbers, booleans), for EXPLAIN. */
function inline({ text, params }: SentQuery): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : String(value);
  });
}

/** A plan's nodes, depth first. */
const walkPlan = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(walkPlan)];

/** The nodes of `query`'s plan, asked inside `tx` (whose settings the caller made). */
async function explained(tx: { execute: (query: SQL) => Promise<unknown> }, query: SentQuery) {
  const result = await tx.execute(sql.raw(`explain (format json) ${inline(query)}`));
  const json = (result as { rows: Array<Record<string, unknown>> }).rows[0]?.['QUERY PLAN'];
  const plan = (typeof json === 'string' ? JSON.parse(json) : json) as Array<{ Plan: PlanNode }>;
  return walkPlan(plan[0]!.Plan);
}

/**
 * Every node of the statement's plan, with sequential and bitmap scans and sorts off: on a
 * test-sized table the planner would rightly read everything, and what matters is whether an index
 * can serve the order at all. Sorts are off too because with a few rows (and statistics that
 * autovacuum may or may not have gathered when the test runs) an index on the filter plus a sort
 * of those rows can cost less than the order's index: CI once saw that toss go to the sort. A
 * disabled node is still planned when nothing else gives the order, so a 'Sort' left in such a plan
 * still means no index matches the ORDER BY.
 */
async function planNodes(t: TestApp, query: SentQuery): Promise<PlanNode[]> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    return explained(tx, query);
  });
}

/**
 * The plan's nodes as they would be with bitmap scans only and without the `dropped` indexes:
 * the indexes are dropped inside a transaction that is rolled back. It asks what one index can do
 * alone (which conditions it can take into its scan), whatever the planner would pick among
 * several on a test-sized table.
 */
export async function planNodesWithout(
  t: TestApp,
  query: SentQuery,
  dropped: readonly string[],
): Promise<PlanNode[]> {
  let nodes: PlanNode[] = [];
  await t.database.db
    .transaction(async (tx) => {
      for (const index of dropped) await tx.execute(sql.raw(`drop index "${index}"`));
      await tx.execute(sql`set local enable_seqscan = off`);
      // A walk of another index with a filter is cheapest on an empty table; GIN only has bitmaps.
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      nodes = await explained(tx, query);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return nodes;
}

/** The ordered reads of `table` among `sent` (a list's pages, not its counts or look-ups). */
export function orderedReadsOf(sent: SentQuery[], table: string): SentQuery[] {
  return sent.filter((q) => q.text.includes(`from "${table}"`) && /order by/i.test(q.text));
}

/**
 * Holds `query` to `index` in the index's own order: that index in its plan, and no sort. Where
 * several indexes serve the order (`index` a list), any one of them: on a test-sized table the
 * planner's pick among them is a coin toss.
 */
export async function expectServedInIndexOrder(
  t: TestApp,
  query: SentQuery,
  index: string | readonly string[],
): Promise<void> {
  const nodes = await planNodes(t, query);
  expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
  const used = nodes.map((n) => n['Index Name']).filter((name) => name !== undefined);
  expect(used.filter((name) => (typeof index === 'string' ? [index] : index).includes(name))).not.toEqual([]);
}
