import type { AppConfig } from '@shared/desktop/bridge';
import { assertTrustedSender } from '../security/ipc-sender';
import type { SenderEvent } from './validate';

export function configHandlers(config: () => AppConfig, devUrl: string | null) {
  return {
    handleConfigGet(event: SenderEvent): AppConfig {
      assertTrustedSender(event, devUrl);
      return config();
    },
  };
}
