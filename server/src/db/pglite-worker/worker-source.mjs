// The worker thread's entry when the server runs from its TypeScript source (tsx, tests): loader
// hooks registered on the server's thread do not reach a worker thread on Node 20, so it loads
// worker.ts through tsx's own API. The bundle starts dist/pglite-worker.js instead.
const { tsImport } = await import('tsx/esm/api');
await tsImport('./worker.ts', import.meta.url);
