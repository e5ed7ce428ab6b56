/// <reference types="electron-vite/node" />

/** API URL baked in by electron.vite.config.ts (`define`); absent under vitest. */
declare const __CONEXAO_API_URL__: string | undefined;
