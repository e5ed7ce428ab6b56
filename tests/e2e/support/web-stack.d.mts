import type { StdioOptions } from 'node:child_process';

export function chromiumPath(): string | undefined;
export const CHROMIUM_ARGS: string[];
export function buildWeb(options: {
  root: string;
  outDir: string;
  apiUrl: string;
  stdio?: StdioOptions;
  timeout?: number;
}): void;
export function previewArgs(options: { root: string; outDir: string; port: number }): string[];
