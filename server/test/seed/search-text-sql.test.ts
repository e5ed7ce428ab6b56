import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toSearchText } from '../../src/lib/search-text';
import { CITIES, FIRST_NAMES, HEADLINES, JOB_TITLES, SKILLS, SURNAMES } from '../../src/seed/names';
import { SEARCH_TRANSLATE, searchTextSql } from '../../src/seed/sql-search-text';
import { testDatabase } from '../helper';

/** The bulk seed computes search columns in SQL; the app computes them in TypeScript. They must agree. */
describe('searchTextSql', () => {
  it('maps accented letters and drops combining marks', () => {
    expect(SEARCH_TRANSLATE.from).toContain('ã');
    expect(SEARCH_TRANSLATE.from.length).toBeGreaterThan(SEARCH_TRANSLATE.to.length);
  });

  it('gives what toSearchText gives, for every character up to U+036F and the seed vocabulary', async () => {
    const { db } = await testDatabase();
    const samples: string[] = [];
    for (let cp = 0x20; cp <= 0x36f; cp++) samples.push(`x${String.fromCodePoint(cp)}y`);
    samples.push(
      ...FIRST_NAMES,
      ...SURNAMES,
      ...CITIES,
      ...SKILLS,
      ...HEADLINES,
      ...JOB_TITLES,
      '  ÂNGELA   Conceição\tVan-Dúnem ',
      'JOÃO Ngola — Estágio em Gestão',
      'a\u0301gua',
      'a\u2003b\u3000c\u00a0d\u0085e',
      '',
    );
    const values = sql.join(
      samples.map((text, i) => sql`(${i}::int, ${text}::text)`),
      sql`, `,
    );
    const result = await db.execute<{ i: number; out: string }>(
      sql`select i, ${searchTextSql(sql`t`)} as out from (values ${values}) as v(i, t) order by i`,
    );
    const mismatches = result.rows
      .map((row) => ({ input: samples[Number(row.i)]!, sql: row.out }))
      .filter(({ input, sql: out }) => out !== toSearchText(input))
      .map(
        ({ input, sql: out }) =>
          `${JSON.stringify(input)}: sql ${JSON.stringify(out)} ts ${JSON.stringify(toSearchText(input))}`,
      );
    expect(result.rows).toHaveLength(samples.length);
    expect(mismatches).toEqual([]);
  });
});
