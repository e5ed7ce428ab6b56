import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { defaultPoolSize } from '../src/db/pool-size';
import { resolveJwtSecret } from '../src/security/jwt-secret';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/conexao');
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: '/srv/conexao/data',
      databaseUrl: null,
      redisUrl: null,
      smtpUrl: null,
      mailFrom: 'Conexão <no-reply@conexao.local>',
      publicUrl: 'http://localhost:4000',
      webUrl: 'http://localhost:5173',
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      jwtSecret: null,
      authRateLimitPerMinute: AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT,
      google: null,
      facebook: null,
    });
    expect(config.authRateLimitPerMinute).toBeGreaterThanOrEqual(60);
    expect(config.databasePoolSize).toBe(defaultPoolSize());
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://u:p@db:5432/conexao',
        REDIS_URL: 'redis://cache:6379',
        SMTP_URL: 'smtp://user:pass@mail:587',
        MAIL_FROM: 'Equipa <equipa@conexao.ao>',
        PUBLIC_URL: 'https://api.conexao.ao/',
        WEB_URL: 'https://app.conexao.ao',
        CORS_ORIGINS: 'https://admin.conexao.ao, http://localhost:3000',
        JWT_SECRET: 'x'.repeat(40),
        AUTH_RATE_LIMIT_PER_MINUTE: '300',
        DATABASE_POOL_SIZE: '6',
        GOOGLE_CLIENT_ID: 'gid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
        FACEBOOK_APP_ID: 'fid',
        FACEBOOK_APP_SECRET: 'fsecret',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/var/data',
      databaseUrl: 'postgres://u:p@db:5432/conexao',
      databasePoolSize: 6,
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://user:pass@mail:587',
      mailFrom: 'Equipa <equipa@conexao.ao>',
      publicUrl: 'https://api.conexao.ao',
      webUrl: 'https://app.conexao.ao',
      corsOrigins: ['https://app.conexao.ao', 'https://admin.conexao.ao', 'http://localhost:3000'],
      authRateLimitPerMinute: 300,
      google: {
        clientId: 'gid',
        clientSecret: 'gsecret',
        authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
      },
      facebook: {
        appId: 'fid',
        appSecret: 'fsecret',
        dialogUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
        graphUrl: 'https://graph.facebook.com/v21.0',
      },
    });
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '5001' }).publicUrl).toBe('http://localhost:5001');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 4000, databaseUrl: null });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['REDIS_URL', 'http://cache'],
    ['SMTP_URL', 'mail.example.com'],
    ['MAIL_FROM', 'not an address'],
    ['PUBLIC_URL', 'ftp://x'],
    ['WEB_URL', 'localhost:5173'],
    ['JWT_SECRET', 'short'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', '10'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', 'lots'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '101'],
    ['DATABASE_POOL_SIZE', '2.5'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['OAUTH_GOOGLE_JWKS_URL', 'nope'],
    ['OAUTH_GOOGLE_AUTH_URL', 'accounts.google.com/auth'],
    ['OAUTH_GOOGLE_TOKEN_URL', 'file:///token'],
    ['OAUTH_FACEBOOK_DIALOG_URL', 'nope'],
    ['OAUTH_FACEBOOK_GRAPH_URL', 'graph'],
    ['CORS_ORIGINS', 'ftp://files'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%s with an error naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrowError(
      new RegExp(`^Invalid configuration: ${variable} `),
    );
  });

  it('names the missing half of the Google and Facebook credentials', () => {
    expect(() => loadConfig({ FACEBOOK_APP_ID: 'fid' })).toThrowError(/FACEBOOK_APP_SECRET/);
    expect(() => loadConfig({ FACEBOOK_APP_SECRET: 's' })).toThrowError(/FACEBOOK_APP_ID/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'gid' })).toThrowError(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 's' })).toThrowError(/GOOGLE_CLIENT_ID/);
  });

  it('points the providers at other servers (a local fake, staging)', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gs',
      OAUTH_GOOGLE_AUTH_URL: 'http://127.0.0.1:9000/auth/',
      OAUTH_GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      OAUTH_GOOGLE_JWKS_URL: 'http://127.0.0.1:9000/certs',
      OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9000',
      FACEBOOK_APP_ID: 'fid',
      FACEBOOK_APP_SECRET: 'fs',
      OAUTH_FACEBOOK_DIALOG_URL: 'http://127.0.0.1:9001/dialog/oauth',
      OAUTH_FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9001',
    });
    expect(config.google).toMatchObject({
      authUrl: 'http://127.0.0.1:9000/auth',
      tokenUrl: 'http://127.0.0.1:9000/token',
      jwksUrl: 'http://127.0.0.1:9000/certs',
      issuers: ['http://127.0.0.1:9000'],
    });
    expect(config.facebook).toMatchObject({
      dialogUrl: 'http://127.0.0.1:9001/dialog/oauth',
      graphUrl: 'http://127.0.0.1:9001',
    });
  });

  it('allows switching the per-address limit off with 0', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '0' }).authRateLimitPerMinute).toBe(0);
  });
});

describe('JWT secret', () => {
  it('is generated once, kept in DATA_DIR/jwt-secret with mode 600, and reused', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'conexao-secret-'));
    try {
      const first = await resolveJwtSecret(null, dir);
      const second = await resolveJwtSecret(null, dir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      const file = path.join(dir, 'jwt-secret');
      expect((await readFile(file, 'utf8')).trim()).toBe(first);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET when given, without touching the disk', async () => {
    const dir = path.join(os.tmpdir(), `conexao-never-created-${process.pid}`);
    expect(await resolveJwtSecret('y'.repeat(40), dir)).toBe('y'.repeat(40));
    await expect(stat(dir)).rejects.toThrow();
  });
});

describe('server start with a bad value', () => {
  it('exits 1 with one line naming the variable', async () => {
    const serverDir = fileURLToPath(new URL('..', import.meta.url));
    const tsx = path.join(serverDir, '..', 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });
});
