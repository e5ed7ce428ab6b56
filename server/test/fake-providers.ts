import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type JWTPayload, SignJWT, exportJWK, generateKeyPair } from 'jose';

/** Local stand-ins for Google's JWKS endpoint and Facebook's Graph API. */

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export const GOOGLE_CLIENT_ID = 'conexao-test.apps.googleusercontent.com';
export const GOOGLE_ISSUER = 'https://accounts.google.test';

export interface FakeGoogle {
  jwksUrl: string;
  /** An ID token as Google would issue it; `claims` override the defaults. */
  idToken(claims?: JWTPayload, options?: { expiresIn?: string; foreignKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const kid = randomUUID();
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = createServer((request, response) => {
    if (request.url !== '/certs') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  const base = await listen(server);
  return {
    jwksUrl: `${base}/certs`,
    idToken(claims = {}, { expiresIn = '1h', foreignKey = false } = {}) {
      return new SignJWT({
        iss: GOOGLE_ISSUER,
        aud: GOOGLE_CLIENT_ID,
        sub: 'google-user-1',
        email_verified: true,
        name: 'Ana Kiala',
        picture: 'https://img.test/ana.png',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(foreignKey ? foreign.privateKey : privateKey);
    },
    close: () => close(server),
  };
}

export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'facebook-test-secret';

export interface FakeFacebookUser {
  id: string;
  email?: string;
  name?: string;
  /** App the token was issued to (defaults to ours). */
  appId?: string;
}

export interface FakeFacebook {
  graphUrl: string;
  /** Registers a valid access token for `user` and returns it. */
  token(user: FakeFacebookUser): string;
  close(): Promise<void>;
}

export async function startFakeFacebook(): Promise<FakeFacebook> {
  const tokens = new Map<string, FakeFacebookUser>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return send(400, { error: { message: 'bad app token' } });
      }
      const user = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return send(200, { data: { is_valid: false } });
      return send(200, { data: { is_valid: true, app_id: user.appId ?? FACEBOOK_APP_ID, user_id: user.id } });
    }
    if (url.pathname === '/me') {
      const user = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!user) return send(400, { error: { message: 'invalid token' } });
      return send(200, {
        id: user.id,
        name: user.name,
        email: user.email,
        picture: { data: { url: `https://img.test/${user.id}.png` } },
      });
    }
    send(404, {});
  });
  const graphUrl = await listen(server);
  return {
    graphUrl,
    token(user) {
      const token = `fb-${randomUUID()}`;
      tokens.set(token, user);
      return token;
    },
    close: () => close(server),
  };
}
