import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, vi } from 'vitest';
import { useLanguageStore } from '../i18n/language-store';
import { loadAllMessages } from '../i18n/messages';
import { preloadHttpClient } from '../lib/api-client';
import { setNavigator } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { blockNetwork } from './fake-api';

// Both languages at hand, as if switched to before: tests set the language directly.
await Promise.all([loadAllMessages('en'), loadAllMessages('pt')]);
// The HTTP client loaded, as after the first request: a screen's request goes out while it renders.
await preloadHttpClient();

// A failed read shows its error at once in tests; the retry policy has its own unit test.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

// Every test starts from nothing: empty storages, fresh stores and cache, English, no network.
beforeEach(() => {
  queryClient.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  useSessionStore.setState(useSessionStore.getInitialState(), true);
  useLanguageStore.setState(useLanguageStore.getInitialState(), true);
  document.documentElement.lang = 'en';
  setNavigator(() => {});
  blockNetwork();
});

afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
