/**
 * Every IPC channel between main and preload, `domain:action` (docs/architecture.md convention 1).
 * invoke/handle for request–response, send/on for fire-and-forget events.
 */
export const IPC = {
  sessionGet: 'session:get',
  sessionSave: 'session:save',
  sessionClear: 'session:clear',
  sessionRefresh: 'session:refresh',
  prefsGet: 'prefs:get',
  prefsSet: 'prefs:set',
  configGet: 'config:get',
  shellOpenExternal: 'shell:open-external',
  /** Social sign-in (issue 14): open the provider's page in the system browser and wait for the ticket. */
  socialSignInOpen: 'social-sign-in:open',
  socialSignInCancel: 'social-sign-in:cancel',
  notifyShow: 'notify:show',
  badgeSet: 'badge:set',
  settingsGet: 'settings:get',
  settingsSet: 'settings:set',
  settingsCheckApi: 'settings:check-api',
  updateGetState: 'update:get-state',
  updateRestart: 'update:restart',
  updateTakeNotes: 'update:take-notes',
  /** main → renderer: the updater's state changed (an UpdateState object). */
  updateState: 'update:state',
  /** main → renderer: an OS notification was clicked. */
  notifyClicked: 'notify:clicked',
  /** main → renderer: the app was opened through a conexao:// link. */
  deepLinkOpen: 'deep-link:open',
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];
