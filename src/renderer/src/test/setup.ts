import { cleanup } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, vi } from 'vitest';
import { useLanguageStore } from '../i18n/language-store';
import { setNavigator } from '../lib/navigation';
import { useSessionStore } from '../lib/session-store';
import { blockNetwork } from './fake-api';

// Every test starts from nothing: empty storages, fresh stores, English, no network.
beforeEach(() => {
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
