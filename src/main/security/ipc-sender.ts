import type { IpcMainInvokeEvent } from 'electron';
import { isAppUrl } from '../config/origins';

/**
 * Every IPC handler starts here. The sender frame must be a live frame showing the app's own
 * page; a frame from elsewhere (an injected iframe, a page the window was tricked into
 * loading) gets an error and nothing happens.
 */
export function assertTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  devUrl: string | null,
): void {
  const frame = event.senderFrame;
  if (!frame || !isAppUrl(frame.url, devUrl)) {
    throw new Error('IPC refused: the sender is not the Conexão app');
  }
}
