import { type ZodType, z } from 'zod';
import {
  EMPTY_SESSION,
  type SessionPatch,
  type SessionSaveOptions,
  type SessionValues,
  sessionPatchSchema,
} from '@shared/desktop/bridge';
import type { KeyValueStore } from './key-value-store';
import type { SecretCodec } from './secret-codec';

/**
 * The product's session values (§3) in the main process, the desktop meaning of its local vs
 * session storage:
 *  - the login part (token, userId, profileSetup, userData) is persisted when the login was
 *    made with "Remember me" (or at sign-up: the renderer passes remember: true), the token
 *    encrypted with safeStorage; otherwise it lives in this process's memory until the app quits;
 *  - signupEmail and resetId are always persisted (the product keeps them in local storage);
 *  - clear() (logout) wipes memory and disk.
 * Where the OS offers no secret store the token is never written to disk (one warning line):
 * a remembered session then lasts until the app quits and the person signs in again next time.
 *
 * The refresh token (write-only, never returned by get()) follows the same rule: encrypted on
 * disk with "Remember me", else in this process's memory only. Keeping it in memory without
 * "Remember me" lets a sign-in outlive its one-hour access token while the app runs, as it
 * always could, and it still ends when the app quits; the renderer never holds it after the
 * sign-in answer, since the main process renews the access token itself (session-refresh.ts).
 */

const KEYS = { login: 'login', signupEmail: 'signupEmail', resetId: 'resetId' } as const;

type LoginPart = Pick<SessionValues, 'token' | 'userId' | 'profileSetup' | 'userData'>;

const persistedLoginSchema = z.object({
  /** base64 of safeStorage ciphertext; absent when the token could not be encrypted. */
  token: z.string().max(20_000).optional(),
  /** The refresh token, the same way. */
  refreshToken: z.string().max(20_000).optional(),
  userId: sessionPatchSchema.shape.userId.unwrap(),
  profileSetup: z.boolean(),
  userData: sessionPatchSchema.shape.userData.unwrap(),
});
type PersistedLogin = z.infer<typeof persistedLoginSchema>;

const persistedStringSchema = z.string().max(254).nullable();

export const NO_ENCRYPTION_WARNING =
  'Conexão: no OS secret store is available, so "Remember me" keeps the sign-in only until the app quits.';

export interface SessionStoreDeps {
  store: KeyValueStore;
  codec: SecretCodec;
  warn?: (line: string) => void;
}

export class SessionStore {
  private values: SessionValues = { ...EMPTY_SESSION };
  /** Never part of `values`: nothing hands it back to the renderer. */
  private refreshToken: string | null = null;
  /** Where the login part lives: true = the store (remembered), false = memory only. */
  private remembered = false;
  private warned = false;
  private readonly store: KeyValueStore;
  private readonly codec: SecretCodec;
  private readonly warn: (line: string) => void;

  constructor({ store, codec, warn = console.warn }: SessionStoreDeps) {
    this.store = store;
    this.codec = codec;
    this.warn = warn;
    this.load();
  }

  get(): SessionValues {
    return structuredClone(this.values);
  }

  /**
   * "Remember me" is decided when a token arrives (sign-in, sign-up). Later patches without a
   * token (profileSetup, userData) stay where the session already lives, so the renderer does
   * not have to remember the choice. With no session yet, `remember` decides.
   */
  save(patch: SessionPatch, { remember }: SessionSaveOptions): void {
    const hasSession = this.values.token !== null || this.values.userId !== null;
    // A new sign-in names token and user together; a token alone (after a password or email
    // change) is the same session going on and stays where it lives.
    const isNewLogin = typeof patch.token === 'string' && typeof patch.userId === 'string';
    if (isNewLogin || !hasSession) this.remembered = remember;
    const { refreshToken, ...values } = patch;
    if (refreshToken !== undefined) this.refreshToken = refreshToken;
    // A new sign-in without a refresh token must not inherit the previous sign-in's.
    else if (isNewLogin) this.refreshToken = null;
    this.values = { ...this.values, ...values };
    this.persist();
  }

  /** The stored refresh token, for the main process's own refresh call only. */
  getRefreshToken(): string | null {
    return this.refreshToken;
  }

  /** A refresh rotated both tokens: stored where the session already lives. */
  rotate(token: string, refreshToken: string): void {
    this.values = { ...this.values, token };
    this.refreshToken = refreshToken;
    this.persist();
  }

  /** The server ended this sign-in: its refresh token is useless from now on. */
  dropRefreshToken(): void {
    this.refreshToken = null;
    this.persist();
  }

  clear(): void {
    this.values = { ...EMPTY_SESSION };
    this.refreshToken = null;
    this.remembered = false;
    this.store.clear();
  }

  private persist(): void {
    const { signupEmail, resetId } = this.values;
    this.writeOrDelete(KEYS.signupEmail, signupEmail);
    this.writeOrDelete(KEYS.resetId, resetId);

    const login = this.loginPart();
    const empty =
      login.token === null && login.userId === null && login.userData === null && !login.profileSetup;
    if (!this.remembered || empty) {
      this.store.delete(KEYS.login);
      return;
    }
    const persisted: PersistedLogin = {
      userId: login.userId,
      profileSetup: login.profileSetup,
      userData: login.userData,
    };
    if (login.token !== null) {
      if (this.codec.isAvailable()) persisted.token = this.codec.encrypt(login.token);
      else this.warnOnce();
    }
    if (this.refreshToken !== null && this.codec.isAvailable()) {
      persisted.refreshToken = this.codec.encrypt(this.refreshToken);
    }
    this.store.set(KEYS.login, persisted);
  }

  private load(): void {
    this.values.signupEmail = this.readString(KEYS.signupEmail);
    this.values.resetId = this.readString(KEYS.resetId);

    const parsed = persistedLoginSchema.safeParse(this.store.get(KEYS.login));
    if (!parsed.success) {
      if (this.store.get(KEYS.login) !== undefined) this.store.delete(KEYS.login);
      return;
    }
    const { token, refreshToken, ...rest } = parsed.data;
    this.values = { ...this.values, ...rest, token: token === undefined ? null : this.decrypt(token) };
    const refresh =
      refreshToken === undefined ? null : this.decrypt(refreshToken, sessionPatchSchema.shape.refreshToken);
    this.refreshToken = refresh;
    this.remembered = true;
  }

  /** A token that no longer decrypts (OS keyring reset, file copied from another machine) is dropped. */
  private decrypt(
    encoded: string,
    schema: ZodType<string | null | undefined> = sessionPatchSchema.shape.token,
  ): string | null {
    if (!this.codec.isAvailable()) {
      this.warnOnce();
      return null;
    }
    try {
      const token = this.codec.decrypt(encoded);
      return schema.safeParse(token).success ? token : null;
    } catch {
      return null;
    }
  }

  private loginPart(): LoginPart {
    const { token, userId, profileSetup, userData } = this.values;
    return { token, userId, profileSetup, userData };
  }

  private readString(key: string): string | null {
    const parsed = persistedStringSchema.safeParse(this.store.get(key) ?? null);
    return parsed.success ? parsed.data : null;
  }

  private writeOrDelete(key: string, value: string | null): void {
    if (value === null) this.store.delete(key);
    else this.store.set(key, value);
  }

  private warnOnce(): void {
    if (this.warned) return;
    this.warned = true;
    this.warn(NO_ENCRYPTION_WARNING);
  }
}
