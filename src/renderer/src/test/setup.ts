import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { useLanguageStore } from '../i18n/language-store';
import { loadAllMessages } from '../i18n/messages';
import { preloadHttpClient } from '../lib/api-client';
import { preloadAllPages } from '../lib/lazy-page';
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

// findBy*/waitFor wait up to 5 s instead of 1 s: on a busy 2-core machine (CI beside other work) a
// screen's first render after a fake answer can take longer than a second; what is awaited is unchanged.
configure({ asyncUtilTimeout: 5_000 });

// The screens of the routes a test file imports, loaded before its first test (the hook runs after
// the file's imports have defined them): a route's first render then shows its screen at once
// instead of a Suspense fallback that a busy machine can keep up past findBy's timeout.
beforeAll(() => preloadAllPages());

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
