import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import type { DesktopBridge } from '@shared/desktop/bridge';
import type { UpdateState } from '@shared/desktop/updates';
import { IPC } from '@shared/desktop/ipc-channels';

/**
 * `window.conexao`: named functions only. ipcRenderer itself, its events and any way to pick
 * a channel never cross into the page, so a compromised renderer can call exactly these
 * functions, each validated again in the main process.
 */

type RouteListener = (route: string) => void;

/** Events that arrive before anyone listens (a deep link that launched the app) wait here. */
const MAX_PENDING = 20;

/**
 * One main → renderer event stream of routes. The IPC listener is installed once, at preload
 * time, so nothing sent while React is still mounting is lost; the first subscriber gets what
 * waited. Each subscription returns its own unsubscribe function.
 */
function routeEvents(channel: string) {
  const listeners = new Set<RouteListener>();
  const pending: string[] = [];
  ipcRenderer.on(channel, (_event: IpcRendererEvent, route: unknown) => {
    if (typeof route !== 'string') return;
    if (listeners.size === 0) {
      if (pending.length < MAX_PENDING) pending.push(route);
      return;
    }
    for (const listener of listeners) listener(route);
  });
  return function subscribe(listener: RouteListener): () => void {
    // Wrapped so that subscribing the same function twice gives two independent subscriptions.
    const wrapped: RouteListener = (route) => listener(route);
    listeners.add(wrapped);
    for (const route of pending.splice(0)) wrapped(route);
    return function unsubscribe(): void {
      listeners.delete(wrapped);
    };
  };
}

const onNotificationClick = routeEvents(IPC.notifyClicked);
const onDeepLink = routeEvents(IPC.deepLinkOpen);

const bridge: DesktopBridge = {
  config: {
    get: function getConfig() {
      return ipcRenderer.invoke(IPC.configGet);
    },
  },
  session: {
    get: function getSession() {
      return ipcRenderer.invoke(IPC.sessionGet);
    },
    save: function saveSession(patch, options) {
      return ipcRenderer.invoke(IPC.sessionSave, patch, options);
    },
    clear: function clearSession() {
      return ipcRenderer.invoke(IPC.sessionClear);
    },
    refresh: function refreshSession(staleToken) {
      return ipcRenderer.invoke(IPC.sessionRefresh, staleToken);
    },
  },
  prefs: {
    get: function getPrefs() {
      return ipcRenderer.invoke(IPC.prefsGet);
    },
    set: function setPrefs(patch) {
      return ipcRenderer.invoke(IPC.prefsSet, patch);
    },
  },
  openExternal: function openExternal(url) {
    return ipcRenderer.invoke(IPC.shellOpenExternal, url);
  },
  socialSignIn: {
    open: function openSocialSignIn(authorizationUrl) {
      return ipcRenderer.invoke(IPC.socialSignInOpen, authorizationUrl);
    },
    cancel: function cancelSocialSignIn() {
      return ipcRenderer.invoke(IPC.socialSignInCancel);
    },
  },
  notifications: {
    show: function showNotification(notification) {
      return ipcRenderer.invoke(IPC.notifyShow, notification);
    },
    setBadge: function setBadge(count) {
      return ipcRenderer.invoke(IPC.badgeSet, count);
    },
    onClick: onNotificationClick,
  },
  onDeepLink,
  settings: {
    get: function getSettings() {
      return ipcRenderer.invoke(IPC.settingsGet);
    },
    set: function setSettings(patch) {
      return ipcRenderer.invoke(IPC.settingsSet, patch);
    },
    checkApi: function checkApi(url) {
      return ipcRenderer.invoke(IPC.settingsCheckApi, url);
    },
  },
  updates: {
    getState: function getUpdateState() {
      return ipcRenderer.invoke(IPC.updateGetState);
    },
    onState: function onUpdateState(listener) {
      const forward = (_event: IpcRendererEvent, state: UpdateState) => listener(state);
      ipcRenderer.on(IPC.updateState, forward);
      return function unsubscribe(): void {
        ipcRenderer.removeListener(IPC.updateState, forward);
      };
    },
    restart: function restartToUpdate(request) {
      return ipcRenderer.invoke(IPC.updateRestart, request);
    },
    takeReleaseNotes: function takeReleaseNotes() {
      return ipcRenderer.invoke(IPC.updateTakeNotes);
    },
  },
};

contextBridge.exposeInMainWorld('conexao', bridge);
