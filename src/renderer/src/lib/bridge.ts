import type { DesktopBridge } from '@shared/desktop/bridge';
import { createBrowserBridge } from './browser-bridge';

let browserBridge: DesktopBridge | null = null;

/**
 * The one way to reach the desktop: the preload's `window.conexao` inside Electron, else the
 * browser implementation, so every feature works the same in `npm run web`.
 */
export function getBridge(): DesktopBridge {
  if (window.conexao) return window.conexao;
  browserBridge ??= createBrowserBridge();
  return browserBridge;
}
