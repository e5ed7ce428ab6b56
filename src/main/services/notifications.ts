import { app, type BrowserWindow, Notification, nativeImage } from 'electron';
import { badgeCountSchema, type DesktopNotification } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { shouldNotify } from '@shared/desktop/notification-rules';
import type { RendererMessenger } from './renderer-messenger';

/** The rule itself lives in src/shared so the browser bridge applies the very same one. */
export { type NotifyContext, shouldNotify } from '@shared/desktop/notification-rules';

/** The in-app path (pathname + search) of a renderer URL, for comparison with a notification route. */
export function routeOfUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/** Control characters (except newline) would show as boxes or break some notification servers. */
function plainText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return value.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim();
}

export interface NotificationServiceDeps {
  getWindow: () => BrowserWindow | null;
  /** Restores, shows and focuses the window, creating it if it was closed (macOS keeps the app alive). */
  revealWindow: () => void;
  messenger: RendererMessenger;
  platform?: NodeJS.Platform;
  /** The person's (or admin's) notifications setting; the unread badge stays either way. */
  enabled?: () => boolean;
  /** Told every new unread count (the tray icon shows it too). */
  onBadge?: (count: number) => void;
}

/**
 * Native notifications and the unread badge. The renderer asks (bridge: notifications.show /
 * setBadge); the rules live here, and clicks come back as notify:clicked with the route.
 *
 * Badge, per platform (kept simple on purpose):
 *  - macOS: the dock badge (app.setBadgeCount);
 *  - Linux: app.setBadgeCount, which shows only in Unity-compatible launchers (the .desktop
 *    entry must match; other desktops ignore it);
 *  - Windows: no numeric badge API for desktop apps, so a red dot overlay on the taskbar button
 *    while count > 0, and the taskbar button flashes when the count rises in the background.
 */
export class NotificationService {
  /** Held so a shown notification is not garbage-collected before it is clicked (Electron drops the handler). */
  private readonly live = new Set<Notification>();
  private badge = 0;
  private dot: Electron.NativeImage | null = null;
  private readonly deps: NotificationServiceDeps;
  private readonly platform: NodeJS.Platform;

  constructor(deps: NotificationServiceDeps) {
    this.deps = deps;
    this.platform = deps.platform ?? process.platform;
  }

  /** Returns whether a notification was shown. */
  show({ title, body, route }: DesktopNotification): boolean {
    const win = this.deps.getWindow();
    // A minimised or hidden window can still report focus on some desktops: nobody is looking at it.
    const windowFocused = Boolean(
      win && !win.isDestroyed() && win.isFocused() && win.isVisible() && !win.isMinimized(),
    );
    const activeRoute = win && !win.isDestroyed() ? routeOfUrl(win.webContents.getURL()) : null;
    if (this.deps.enabled && !this.deps.enabled()) return false;
    if (!shouldNotify({ windowFocused, activeRoute, route })) return false;
    if (!Notification.isSupported()) return false;

    const notification = new Notification({ title: plainText(title), body: plainText(body), silent: false });
    this.live.add(notification);
    const forget = () => this.live.delete(notification);
    notification.on('click', () => {
      forget();
      this.deps.revealWindow();
      this.deps.messenger.send(IPC.notifyClicked, route);
    });
    notification.on('close', forget);
    notification.on('failed', forget);
    notification.show();
    return true;
  }

  setBadge(count: number): void {
    const value = badgeCountSchema.parse(count);
    const previous = this.badge;
    this.badge = value;
    this.deps.onBadge?.(value);
    if (this.platform !== 'win32') {
      app.setBadgeCount(value);
      return;
    }
    const win = this.deps.getWindow();
    if (!win || win.isDestroyed()) return;
    // The description is read by screen readers; digits need no translation.
    win.setOverlayIcon(value > 0 ? this.dotImage() : null, value > 0 ? String(value) : '');
    if (value > previous && !win.isFocused()) win.flashFrame(true);
  }

  get badgeCount(): number {
    return this.badge;
  }

  /** A 16×16 red dot drawn in memory (BGRA, Windows' native order): no asset to ship or lose. */
  private dotImage(): Electron.NativeImage {
    if (this.dot) return this.dot;
    const size = 16;
    const pixels = Buffer.alloc(size * size * 4);
    const centre = (size - 1) / 2;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const inside = Math.hypot(x - centre, y - centre) <= size / 2 - 0.5;
        const at = (y * size + x) * 4;
        pixels[at] = 0x3b; // B
        pixels[at + 1] = 0x30; // G
        pixels[at + 2] = 0xdc; // R
        pixels[at + 3] = inside ? 0xff : 0x00; // A
      }
    }
    this.dot = nativeImage.createFromBitmap(pixels, { width: size, height: size });
    return this.dot;
  }
}
