import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopBridge } from '@shared/desktop/bridge';
import { createBrowserBridge } from './browser-bridge';
import { PREFS_KEY } from './browser-storage';
import { getStartBridge } from './start-bridge';

describe("the start-up's view of the bridge", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    delete (window as { conexao?: DesktopBridge }).conexao;
  });

  it('reads in a browser what the browser bridge saved: the API address, the session, the language', async () => {
    const bridge = createBrowserBridge();
    await bridge.session.save({ token: 'tok', userId: 'u1', profileSetup: true }, { remember: false });
    await bridge.prefs.set({ language: 'pt' });
    const start = getStartBridge();
    expect(await start.config.get()).toEqual(await bridge.config.get());
    expect(await start.session.get()).toEqual(await bridge.session.get());
    expect(await start.prefs.get()).toEqual({ language: 'pt' });
    localStorage.setItem(PREFS_KEY, '{"language":"xx"}');
    expect(await getStartBridge().prefs.get()).toEqual({ language: null });
  });

  it("is the preload's bridge inside the desktop app", () => {
    const desktop = { config: {}, session: {}, prefs: {} } as unknown as DesktopBridge;
    (window as { conexao?: DesktopBridge }).conexao = desktop;
    expect(getStartBridge()).toBe(desktop);
  });
});
