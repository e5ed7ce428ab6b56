import type { AppConfig } from '@shared/desktop/bridge';
import { trustedHandlers } from './trusted';

export function configHandlers(config: () => AppConfig, devUrl: string | null) {
  const trusted = trustedHandlers(devUrl);
  return {
    handleConfigGet: trusted((): AppConfig => config()),
  };
}
