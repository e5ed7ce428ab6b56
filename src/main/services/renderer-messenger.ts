import type { WebContents } from 'electron';

type Message = { channel: string; payload: string };

/**
 * main → renderer events that may happen before the page can hear them (a deep link that
 * launched the app, a notification clicked while the window was being rebuilt). They wait
 * here until the renderer has loaded, then go in order.
 */
export class RendererMessenger {
  private target: Pick<WebContents, 'send' | 'isDestroyed'> | null = null;
  private readonly queue: Message[] = [];

  /** Call when the page has finished loading; also flushes what waited. */
  attach(target: Pick<WebContents, 'send' | 'isDestroyed'>): void {
    this.target = target;
    while (this.queue.length > 0) {
      const next = this.queue.shift()!;
      target.send(next.channel, next.payload);
    }
  }

  /** Call when the page goes away (reload, window closed): later messages wait again. */
  detach(): void {
    this.target = null;
  }

  send(channel: string, payload: string): void {
    if (this.target && !this.target.isDestroyed()) this.target.send(channel, payload);
    else this.queue.push({ channel, payload });
  }

  get pending(): number {
    return this.queue.length;
  }
}
