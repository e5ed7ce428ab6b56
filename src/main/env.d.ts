/// <reference types="electron-vite/node" />

/** Baked in by electron.vite.config.ts (`define`); absent under vitest. */
declare const __CONEXAO_API_URL__: string | undefined;
declare const __CONEXAO_UPDATE_URL__: string | undefined;
declare const __CONEXAO_BUILD__: string | undefined;
