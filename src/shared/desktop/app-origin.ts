/**
 * The desktop app's own origin. Packaged and `npm start` builds load the renderer from
 * app://conexao/ (a privileged custom scheme registered by the main process), so Chromium sends
 * `Origin: app://conexao` with the app's API calls and Socket.IO handshakes. The main process
 * trusts exactly this page (IPC senders, navigation, permissions) and the API server allows
 * exactly this origin (CORS): any other app:// host is someone else's.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'conexao';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * Where social sign-in pictures live (the server stores the provider's picture URL as the
 * profile photo, see server/src/modules/auth/social-providers.ts): Google serves them from
 * lh3…lh6.googleusercontent.com; Facebook's Graph `picture` field gives a
 * platform-lookaside.fbsbx.com URL, and graph.facebook.com/<id>/picture redirects to it or to
 * a scontent-*.fbcdn.net host (CSP checks every hop of a redirect). CSP source expressions.
 */
export const PROVIDER_AVATAR_SOURCES = [
  'https://*.googleusercontent.com',
  'https://platform-lookaside.fbsbx.com',
  'https://graph.facebook.com',
  'https://*.fbcdn.net',
] as const;
