#!/usr/bin/env node
/**
 * `npm run bench [-- --only dashboard,candidates,chat,notifications] [--quick] [--db pglite|postgres]`:
 * the benchmarks in bench/ against the real server (results and method: docs/benchmarks.md). Never part of `npm test`.
 */
await import('../bench/run.mjs');
