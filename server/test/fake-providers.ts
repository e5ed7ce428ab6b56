import { createHash, createHmac, randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type JWTPayload, SignJWT, exportJWK, generateKeyPair } from 'jose';

/**
 * Local stand-ins for Google (OpenID Connect) and Facebook (Graph API) that speak the real
 * protocols (docs/architecture.md convention 12): an authorization endpoint that grants a code to
 * whoever the test says is signed in, a token endpoint that checks the client secret, the
 * redirect URI and the PKCE verifier and spends each code once, RS256 ID tokens from a generated
 * key published as a JWKS (Google), and debug_token and /me (Facebook). Used by the server tests
 * and by the e2e stack (tests/e2e/support/global-setup.ts), which drives them over HTTP
 * (POST /_fake/next-user, /_fake/delay).
 */

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function redirect(response: ServerResponse, target: string, params: Record<string, string>): void {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  response.writeHead(302, { location: url.href }).end();
}

/** The parts of an authorization request every fake checks the same way. */
interface Grant<User> {
  user: User;
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  used: boolean;
}

/** Common control: who the provider says is signed in, and how slow its token endpoint is. */
interface Control<User> {
  next: User | { deny: true } | null;
  delayMs: number;
}

async function handleControl<User>(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  control: Control<User>,
): Promise<boolean> {
  if (request.method !== 'POST' || !url.pathname.startsWith('/_fake/')) return false;
  const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
  if (url.pathname === '/_fake/next-user') control.next = body as User;
  else if (url.pathname === '/_fake/delay') control.delayMs = Number(body.ms ?? 0);
  sendJson(response, url.pathname.match(/^\/_fake\/(next-user|delay)$/) ? 200 : 404, {});
  return true;
}

/** Starts an authorization: a code for the signed-in user, bound to the client, redirect URI and challenge. */
function authorize<User>(
  url: URL,
  response: ServerResponse,
  control: Control<User>,
  grants: Map<string, Grant<User>>,
  expectedClientId: string,
): void {
  const q = url.searchParams;
  const redirectUri = q.get('redirect_uri');
  if (!redirectUri) return void sendJson(response, 400, { error: 'invalid_request' });
  const state = q.get('state') ?? '';
  const problem =
    q.get('client_id') !== expectedClientId
      ? 'unauthorized_client'
      : q.get('response_type') !== 'code' ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('code_challenge')
        ? 'invalid_request'
        : null;
  if (problem) {
    redirect(response, redirectUri, { error: problem, state });
    return;
  }
  const next = control.next;
  if (!next) return void sendJson(response, 409, { error: 'no user is signed in at the fake provider' });
  if ('deny' in (next as object)) {
    redirect(response, redirectUri, { error: 'access_denied', state });
    return;
  }
  const code = `code-${randomUUID()}`;
  grants.set(code, {
    user: next as User,
    clientId: expectedClientId,
    redirectUri,
    challenge: q.get('code_challenge')!,
    nonce: q.get('nonce'),
    used: false,
  });
  redirect(response, redirectUri, { code, state });
}

/** The token endpoint's checks (RFC 6749 §4.1.3, RFC 7636 §4.6): null when the grant is good. */
function refuseCode<User>(
  grant: Grant<User> | undefined,
  params: { clientId: string | null; redirectUri: string | null; verifier: string | null },
): string | null {
  if (!grant || grant.used) return 'invalid_grant';
  grant.used = true; // a code is spent by its first use, good or bad
  if (params.clientId !== grant.clientId) return 'invalid_client';
  if (params.redirectUri !== grant.redirectUri) return 'invalid_grant';
  if (!params.verifier || s256(params.verifier) !== grant.challenge) return 'invalid_grant';
  return null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const GOOGLE_CLIENT_ID = 'conexao-test.apps.googleusercontent.com';
export const GOOGLE_CLIENT_SECRET = 'google-test-secret';

/** A Google account as the fake signs it in; `claims` and `token` bend its ID token for negative tests. */
export interface FakeGoogleUser {
  email: string;
  sub?: string;
  name?: string;
  picture?: string;
  email_verified?: boolean;
  /** Claims that replace the true ones (aud, iss, nonce, …). */
  claims?: JWTPayload;
  token?: { expiresIn?: string; foreignKey?: boolean };
}

export interface FakeGoogle {
  url: string;
  issuer: string;
  /** The server's variables pointing at this fake. */
  env: Record<string, string>;
  /** Who is signed in at "Google" for the next authorization (or a refusal). */
  signInAs(user: FakeGoogleUser | { deny: true }): void;
  /** Delays every token-endpoint answer. */
  delay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const kid = randomUUID();
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const control: Control<FakeGoogleUser> = { next: null, delayMs: 0 };
  const grants = new Map<string, Grant<FakeGoogleUser>>();
  let issuer = '';

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://local');
      if (await handleControl(request, response, url, control)) return;
      if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        return authorize(url, response, control, grants, GOOGLE_CLIENT_ID);
      }
      if (request.method === 'GET' && url.pathname === '/oauth2/v3/certs') {
        return sendJson(response, 200, { keys: [jwk] });
      }
      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(await readBody(request));
        if (control.delayMs) await wait(control.delayMs);
        if (response.destroyed) return;
        if (form.get('grant_type') !== 'authorization_code') {
          return sendJson(response, 400, { error: 'unsupported_grant_type' });
        }
        if (form.get('client_secret') !== GOOGLE_CLIENT_SECRET) {
          return sendJson(response, 401, { error: 'invalid_client' });
        }
        const grant = grants.get(form.get('code') ?? '');
        const refused = refuseCode(grant, {
          clientId: form.get('client_id'),
          redirectUri: form.get('redirect_uri'),
          verifier: form.get('code_verifier'),
        });
        if (refused || !grant) return sendJson(response, 400, { error: refused });
        const user = grant.user;
        const idToken = await new SignJWT({
          iss: issuer,
          aud: GOOGLE_CLIENT_ID,
          sub: user.sub ?? `google-${user.email}`,
          email: user.email,
          email_verified: user.email_verified ?? true,
          name: user.name ?? 'Ana Kiala',
          picture: user.picture ?? 'https://img.test/ana.png',
          ...(grant.nonce ? { nonce: grant.nonce } : {}),
          ...user.claims,
        })
          .setProtectedHeader({ alg: 'RS256', kid })
          .setIssuedAt()
          .setExpirationTime(user.token?.expiresIn ?? '1h')
          .sign(user.token?.foreignKey ? foreign.privateKey : privateKey);
        return sendJson(response, 200, {
          access_token: `ya29.${randomUUID()}`,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid email profile',
          id_token: idToken,
        });
      }
      sendJson(response, 404, { error: 'not_found' });
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  const url = await listen(server);
  issuer = url;
  return {
    url,
    issuer,
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET,
      OAUTH_GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
      OAUTH_GOOGLE_TOKEN_URL: `${url}/token`,
      OAUTH_GOOGLE_JWKS_URL: `${url}/oauth2/v3/certs`,
      OAUTH_GOOGLE_ISSUER: issuer,
    },
    signInAs(user) {
      control.next = user;
    },
    delay(ms) {
      control.delayMs = ms;
    },
    close: () => close(server),
  };
}

export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'facebook-test-secret';

export interface FakeFacebookUser {
  id: string;
  /** Absent: the person has no confirmed address Facebook will share. */
  email?: string;
  name?: string;
  /** App the token was issued to (defaults to ours). */
  appId?: string;
  /** /me answers for another user than debug_token names. */
  meId?: string;
}

export interface FakeFacebook {
  url: string;
  env: Record<string, string>;
  signInAs(user: FakeFacebookUser | { deny: true }): void;
  delay(ms: number): void;
  close(): Promise<void>;
}

export async function startFakeFacebook(): Promise<FakeFacebook> {
  const tokens = new Map<string, FakeFacebookUser>();
  const control: Control<FakeFacebookUser> = { next: null, delayMs: 0 };
  const grants = new Map<string, Grant<FakeFacebookUser>>();
  const appToken = `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://local');
      if (await handleControl(request, response, url, control)) return;
      const q = url.searchParams;
      if (request.method !== 'GET') return sendJson(response, 405, {});
      if (url.pathname === '/dialog/oauth') return authorize(url, response, control, grants, FACEBOOK_APP_ID);
      if (url.pathname === '/oauth/access_token') {
        if (control.delayMs) await wait(control.delayMs);
        if (response.destroyed) return;
        if (q.get('client_secret') !== FACEBOOK_APP_SECRET) {
          return sendJson(response, 400, {
            error: { message: 'Error validating client secret.', type: 'OAuthException' },
          });
        }
        const grant = grants.get(q.get('code') ?? '');
        const refused = refuseCode(grant, {
          clientId: q.get('client_id'),
          redirectUri: q.get('redirect_uri'),
          verifier: q.get('code_verifier'),
        });
        if (refused || !grant) {
          return sendJson(response, 400, { error: { message: refused, type: 'OAuthException', code: 100 } });
        }
        const token = `EAAB${randomUUID().replace(/-/g, '')}`;
        tokens.set(token, grant.user);
        return sendJson(response, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      if (url.pathname === '/debug_token') {
        if (q.get('access_token') !== appToken)
          return sendJson(response, 400, { error: { message: 'bad app token' } });
        const user = tokens.get(q.get('input_token') ?? '');
        if (!user) return sendJson(response, 200, { data: { is_valid: false } });
        return sendJson(response, 200, {
          data: { is_valid: true, app_id: user.appId ?? FACEBOOK_APP_ID, user_id: user.id, type: 'USER' },
        });
      }
      if (url.pathname === '/me') {
        const token = q.get('access_token') ?? '';
        const user = tokens.get(token);
        const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
        if (!user || q.get('appsecret_proof') !== proof) {
          return sendJson(response, 400, { error: { message: 'invalid token or appsecret_proof' } });
        }
        const id = user.meId ?? user.id;
        return sendJson(response, 200, {
          id,
          name: user.name ?? 'Bento Mateus',
          ...(user.email ? { email: user.email } : {}),
          picture: { data: { url: `https://img.test/${id}.png` } },
        });
      }
      sendJson(response, 404, {});
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  const url = await listen(server);
  return {
    url,
    env: {
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      OAUTH_FACEBOOK_DIALOG_URL: `${url}/dialog/oauth`,
      OAUTH_FACEBOOK_GRAPH_URL: url,
    },
    signInAs(user) {
      control.next = user;
    },
    delay(ms) {
      control.delayMs = ms;
    },
    close: () => close(server),
  };
}
