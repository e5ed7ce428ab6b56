import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { messages } from '@electric-sql/pglite';

type Parser = (value: string, typeId: number) => unknown;
type Parsers = Record<number | string, Parser>;

/**
 * One statement's result from PGlite's backend messages, as PGlite's own `parseResults(…)[0]`
 * gives it. That function first merges the caller's parsers into PGlite's 318 default ones
 * (`{ ...defaults, ...options.parsers }`) on every call, and Drizzle passes parsers with every
 * statement: 160 µs a statement on this host, the largest single cost in a CPU profile of the
 * PGlite server under the people-like mix (19 % of its busy time; docs/benchmarks.md, issue 20).
 * Here each value looks its parser up in the caller's parsers, then in PGlite's.
 */
export function firstResult<T>(
  received: messages.BackendMessage[],
  parsers: Parsers,
  options?: QueryOptions,
): Results<T> {
  const own = options?.parsers as Parsers | undefined;
  const asArrays = options?.rowMode === 'array';
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  const rows: unknown[] = [];
  for (const message of received) {
    if (message.name === 'rowDescription') {
      fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      }));
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields;
      const row: Record<string, unknown> | unknown[] = asArrays ? [] : {};
      for (let i = 0; i < values.length; i += 1) {
        const field = fields[i]!;
        const value = values[i] ?? null;
        const parser = value === null ? undefined : (own?.[field.dataTypeID] ?? parsers[field.dataTypeID]);
        const parsed = value === null ? null : parser ? parser(value, field.dataTypeID) : value;
        if (Array.isArray(row)) row.push(parsed);
        else row[field.name] = parsed;
      }
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": the tag's last word is its row count when it has one.
      const parts = (message as messages.CommandCompleteMessage).text.split(' ');
      const command = parts[0]!;
      const rowCount = Number.parseInt(parts[parts.length - 1]!, 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? rowCount : 0;
      const result = { rows, fields, command, affectedRows } as Results<T> & { rowCount?: number };
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      return result;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
}
