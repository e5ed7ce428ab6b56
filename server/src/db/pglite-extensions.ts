/**
 * PGlite's contrib extensions the migrations use (pg_trgm for search, migration 0005; btree_gin
 * for the search index's city and availability, migration 0029). Every PGlite the server or its
 * tests open must load them, or those indexes cannot be read: the server's own, in its worker
 * thread (pglite-worker/worker.ts), too.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  return { pg_trgm, btree_gin };
}
