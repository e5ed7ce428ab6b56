import { catalogue, translate } from '@shared/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type MessagesModule = typeof import('./messages');

/** A fresh copy of messages.ts: nothing loaded (the test setup loads everything into its own copy). */
let messages: MessagesModule;
beforeEach(async () => {
  vi.resetModules();
  messages = await import('./messages');
});

describe('the catalogue, loaded a part at a time', () => {
  it('starts with nothing, then has the first part of one language only', async () => {
    expect(messages.translate('pt', 'auth.signin.submit')).toBe('auth.signin.submit');
    expect(messages.isMessageKey('auth.signin.submit')).toBe(false);

    await messages.loadMessages('pt');
    expect(messages.translate('pt', 'auth.signin.submit')).toBe(catalogue.pt['auth.signin.submit']);
    expect(messages.translate('pt', 'common.loadingPage')).toBe(catalogue.pt['common.loadingPage']);
    expect(messages.isMessageKey('auth.signin.submit')).toBe(true);
    // The signed-in screens' texts are not part of the first screen's download.
    expect(messages.translate('pt', 'premium.plan.name')).toBe('premium.plan.name');
    expect(messages.hasMessages('pt')).toBe(true);
    expect(messages.hasMessages('en')).toBe(false);
  });

  it('loads the rest for the screens beyond sign-in, and then a switch loads the other language whole', async () => {
    await messages.loadAllMessages('pt');
    // The same texts as the whole catalogue gives, plural forms included.
    for (const key of Object.keys(catalogue.pt) as (keyof typeof catalogue.pt)[]) {
      expect(messages.translate('pt', key, { count: 1 })).toBe(translate('pt', key, { count: 1 }));
      expect(messages.translate('pt', key, { count: 0 })).toBe(translate('pt', key, { count: 0 }));
    }
    expect(messages.translate('pt', 'bulk.undo.done', { count: 1 })).toBe('1 candidatura reposta.');
    expect(messages.hasMessages('en')).toBe(false);
    await messages.loadMessages('en');
    for (const key of Object.keys(catalogue.en) as (keyof typeof catalogue.en)[]) {
      expect(messages.translate('en', key, { count: 2 })).toBe(translate('en', key, { count: 2 }));
    }
  });

  it("loads the frame's texts for the frame and the dashboard, the rest apart, and says when a part is in", async () => {
    const parts: number[] = [];
    messages.onMessagesLoaded(() => parts.push(parts.length + 1));
    await messages.loadFrameMessages('pt');
    expect(parts).toEqual([1, 2]);
    expect(messages.translate('pt', 'dashboard.totalJobs')).toBe(catalogue.pt['dashboard.totalJobs']);
    expect(messages.hasAllMessages('pt')).toBe(false);
    // A switch now loads the other language as far: its first part and the frame's.
    expect(messages.hasMessages('en')).toBe(false);
    await messages.loadMessages('en');
    expect(messages.hasMessages('en')).toBe(true);
    expect(messages.hasAllMessages('en')).toBe(false);
    // One promise for every text, shared by the screens that wait for it.
    const all = messages.allMessagesLoaded('pt');
    expect(messages.allMessagesLoaded('pt')).toBe(all);
    await all;
    expect(messages.hasAllMessages('pt')).toBe(true);
    expect(messages.hasMessages('en')).toBe(false);
  });

  it('fills placeholders', async () => {
    await messages.loadMessages('en');
    const key = (Object.keys(catalogue.en) as (keyof typeof catalogue.en)[]).find(
      (k) => k.startsWith('auth.') && /\{\w+\}/.test(String(catalogue.en[k])),
    );
    if (!key) return;
    const name = /\{(\w+)\}/.exec(String(catalogue.en[key]))![1]!;
    expect(messages.translate('en', key, { [name]: 'XYZ' })).toContain('XYZ');
  });
});
