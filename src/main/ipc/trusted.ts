import { assertTrustedSender } from '../security/ipc-sender';
import type { SenderEvent } from './validate';

/**
 * Wraps each handler of a channel group so that it runs only for the app's own page. Every
 * channel needs that check before anything else (docs/architecture.md §1); writing it once
 * here means a new handler cannot forget it. The handler itself gets the arguments only.
 */
export function trustedHandlers(devUrl: string | null) {
  return <Args extends unknown[], Result>(handler: (...args: Args) => Result) =>
    (event: SenderEvent, ...args: Args): Result => {
      assertTrustedSender(event, devUrl);
      return handler(...args);
    };
}
