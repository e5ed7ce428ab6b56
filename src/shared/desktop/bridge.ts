import { z } from 'zod';
import { LANGUAGES, type Lang } from '../domain';
import type { UserData } from '../api/user';
import { refreshTokenSchema } from '../api/session';
import type { ApiCheck, DesktopSettings, SettingsPatch, SettingsUpdate } from './settings';
import type { ReleaseNotes, RestartOutcome, RestartRequest, UpdateState } from './updates';

/**
 * The product's session values (§3). "Remember me" (and sign-up) decides where the login part
 * lives: persisted (desktop: electron-store + safeStorage; web: localStorage) or only for this
 * run of the app (desktop: main-process memory; web: sessionStorage). signupEmail and resetId
 * are always kept, as the product keeps them in local storage.
 */
export interface SessionValues {
  token: string | null;
  userId: string | null;
  profileSetup: boolean;
  userData: UserData | null;
  signupEmail: string | null;
  resetId: string | null;
}

export const EMPTY_SESSION: SessionValues = {
  token: null,
  userId: null,
  profileSetup: false,
  userData: null,
  signupEmail: null,
  resetId: null,
};

const userDataSchema = z.object({
  id: z.string().max(100),
  first_name: z.string().max(200).nullable(),
  last_name: z.string().max(200).nullable(),
  phone: z.string().max(100).nullable(),
  designation: z.string().max(200).nullable(),
  email: z.string().max(254).optional(),
  profile_img: z.string().max(2000).nullable().optional(),
  provider: z.enum(['LOCAL', 'GOOGLE', 'FACEBOOK']).optional(),
});

/**
 * What the renderer may write; validated again in the main process (IPC arguments are untrusted).
 * `refreshToken` is write-only: it comes with a sign-in and is never read back (SessionValues has
 * no such field). The desktop keeps it in the main process (safeStorage when remembered) and
 * renews the access token itself through `session.refresh`.
 */
export const sessionPatchSchema = z
  .object({
    token: z.string().max(4096).nullable(),
    refreshToken: refreshTokenSchema.nullable(),
    userId: z.string().max(100).nullable(),
    profileSetup: z.boolean(),
    userData: userDataSchema.nullable(),
    signupEmail: z.string().max(254).nullable(),
    resetId: z.string().max(200).nullable(),
  })
  .partial()
  .strict();
export type SessionPatch = z.infer<typeof sessionPatchSchema>;

export const sessionSaveOptionsSchema = z.object({ remember: z.boolean() }).strict();
export type SessionSaveOptions = z.infer<typeof sessionSaveOptionsSchema>;

/** `session.refresh`'s argument: the access token the server just refused as expired. */
export const staleTokenSchema = z.string().max(4096).nullable();

/**
 * What `session.refresh` came to. `refreshed`: the new access token (already stored). `signed-out`:
 * the server ended this sign-in, or there is no refresh token; sign in again. `unreachable`: no
 * usable answer (offline, server error); the session stays as it is.
 */
export type SessionRefreshResult =
  | { status: 'refreshed'; token: string }
  | { status: 'signed-out' }
  | { status: 'unreachable' };

export const prefsSchema = z.object({ language: z.enum(LANGUAGES).nullable() }).strict();
export type Prefs = z.infer<typeof prefsSchema>;
export const prefsPatchSchema = prefsSchema.partial().strict();

export const externalUrlSchema = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'https:' || protocol === 'mailto:';
    } catch {
      return false;
    }
  }, 'only https: and mailto: links open outside the app');

/**
 * The provider page a social sign-in opens in the system browser (issue 14): an http(s) address
 * (the server's configured provider, or a local fake) carrying an OAuth authorization request
 * with PKCE S256 and a state, nothing else.
 */
export const authorizationUrlSchema = z
  .string()
  .max(4000)
  .refine((value) => {
    try {
      const url = new URL(value);
      const q = url.searchParams;
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        !url.username &&
        !url.password &&
        q.get('response_type') === 'code' &&
        q.get('code_challenge_method') === 'S256' &&
        Boolean(q.get('code_challenge')) &&
        Boolean(q.get('state'))
      );
    } catch {
      return false;
    }
  }, 'not an OAuth authorization request with PKCE');

/**
 * How the browser leg of a social sign-in ended. `ticket`: the server's callback page returned
 * to the app (conexao://auth/complete?ticket=…); `cancelled`: the person pressed Cancel, or a
 * newer sign-in replaced this one; `timeout`: nothing came back within SOCIAL_SIGN_IN_TIMEOUT_MS.
 */
export type SocialBrowserResult =
  | { status: 'ticket'; ticket: string }
  | { status: 'cancelled' }
  | { status: 'timeout' };

/** How long the app waits for the browser (issue 14: 5 minutes). */
export const SOCIAL_SIGN_IN_TIMEOUT_MS = 5 * 60_000;

/** Plain text only: the main process never renders markup from the network. */
export const notificationSchema = z
  .object({
    title: z.string().min(1).max(200),
    body: z.string().max(500),
    /** Opaque route to focus when clicked, e.g. `/chat/<userId>`; must be an in-app path. */
    route: z
      .string()
      .max(300)
      .regex(/^\/[\w\-/?=&%.]*$/),
  })
  .strict();
export type DesktopNotification = z.infer<typeof notificationSchema>;

export const badgeCountSchema = z.number().int().min(0).max(100_000);

export interface AppConfig {
  apiUrl: string;
  platform: 'electron' | 'web';
  version: string;
}

type Unsubscribe = () => void;

/** `window.conexao`: the only door from the renderer to the desktop (docs/architecture.md). */
export interface DesktopBridge {
  config: { get(): Promise<AppConfig> };
  session: {
    get(): Promise<SessionValues>;
    save(patch: SessionPatch, options: SessionSaveOptions): Promise<void>;
    clear(): Promise<void>;
    /**
     * Renews the access token with the stored refresh token (rotated on the way). Given the token
     * that was refused: when another caller already renewed it, the newer one comes back as is.
     */
    refresh(staleToken: string | null): Promise<SessionRefreshResult>;
  };
  prefs: {
    get(): Promise<Prefs>;
    set(patch: Partial<Prefs>): Promise<void>;
  };
  openExternal(url: string): Promise<void>;
  /**
   * Desktop only: the system-browser leg of 'Sign in with Google/Facebook' (issue 14). `open`
   * resolves when the browser returns a ticket, on `cancel`, on a newer `open`, or after 5 minutes.
   */
  socialSignIn?: {
    open(authorizationUrl: string): Promise<SocialBrowserResult>;
    cancel(): Promise<void>;
  };
  notifications: {
    show(notification: DesktopNotification): Promise<void>;
    setBadge(count: number): Promise<void>;
    onClick(listener: (route: string) => void): Unsubscribe;
  };
  onDeepLink(listener: (route: string) => void): Unsubscribe;
  /** Desktop only (settings.ts): absent in the browser, where none of these settings exist. */
  settings?: {
    get(): Promise<DesktopSettings>;
    set(patch: SettingsPatch): Promise<SettingsUpdate>;
    checkApi(url: string): Promise<ApiCheck>;
  };
  /** Desktop only (updates.ts): the app's own updates; absent in the browser. */
  updates?: {
    getState(): Promise<UpdateState>;
    onState(listener: (state: UpdateState) => void): Unsubscribe;
    restart(request: RestartRequest): Promise<RestartOutcome>;
    takeReleaseNotes(): Promise<ReleaseNotes | null>;
  };
}

export type { Lang };
