import path from 'node:path';
import { AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT } from '@shared/constants';
import { z } from 'zod';
import { MAX_POOL_SIZE, defaultPoolSize } from './db/pool-size';
import { REPO_ROOT } from './paths';

/**
 * Runtime configuration (docs/architecture.md §7). Parsing is pure so tests can
 * call it with any environment; touching the disk (the generated JWT secret) happens later,
 * in `resolveJwtSecret`, once the data directory is known to be valid.
 */

/** Empty strings count as unset: `FOO= npm start` must not turn a default into an error. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const httpUrl = z
  .string()
  .trim()
  .refine((v) => isUrl(v, ['http:', 'https:']), 'must be an http(s):// URL')
  .transform((v) => v.replace(/\/+$/, ''));

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be an integer')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const envSchema = z.object({
  PORT: optional(port).default(4000),
  HOST: optional(z.string().trim().min(1)).default('127.0.0.1'),
  DATA_DIR: optional(z.string().trim()).default('./data'),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => isUrl(v, ['postgres:', 'postgresql:']), 'must be a postgres:// URL'),
  ),
  /** Connections one instance keeps to PostgreSQL (db/pool-size.ts gives the default). */
  DATABASE_POOL_SIZE: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .min(1, `must be between 1 and ${MAX_POOL_SIZE}`)
      .max(MAX_POOL_SIZE, `must be between 1 and ${MAX_POOL_SIZE}`),
  ),
  REDIS_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => isUrl(v, ['redis:', 'rediss:']), 'must be a redis:// or rediss:// URL'),
  ),
  SMTP_URL: optional(
    z
      .string()
      .trim()
      .refine((v) => isUrl(v, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .refine(
        (v) => /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(v),
        'must be an email address',
      ),
  ).default('Conexão <no-reply@conexao.local>'),
  PUBLIC_URL: optional(httpUrl),
  WEB_URL: optional(httpUrl).default('http://localhost:5173'),
  /** Extra browser origins allowed by CORS (comma separated), besides WEB_URL and app://. */
  CORS_ORIGINS: optional(z.string()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  AUTH_RATE_LIMIT_PER_MINUTE: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      // Shared NAT addresses (offices, cybercafés) need room; 0 switches the limit off.
      .refine((n) => n === 0 || n >= 60, 'must be 0 (off) or at least 60'),
  ).default(AUTH_RATE_LIMIT_PER_MINUTE_DEFAULT),
  /** Behind a load balancer the client address comes from X-Forwarded-For. */
  TRUST_PROXY: optional(z.enum(['true', 'false'], { error: 'must be true or false' })).default('false'),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ).default('info'),
  /** `production` leaves out the browsable API page (/docs); /docs/openapi.json is always served. */
  NODE_ENV: optional(z.string().trim()),
  /** Sign-in with Google and Facebook (issue 14): the server is the OAuth client; README lists them. */
  GOOGLE_CLIENT_ID: optional(z.string().trim()),
  GOOGLE_CLIENT_SECRET: optional(z.string().trim()),
  OAUTH_GOOGLE_AUTH_URL: optional(httpUrl).default('https://accounts.google.com/o/oauth2/v2/auth'),
  OAUTH_GOOGLE_TOKEN_URL: optional(httpUrl).default('https://oauth2.googleapis.com/token'),
  OAUTH_GOOGLE_JWKS_URL: optional(httpUrl).default('https://www.googleapis.com/oauth2/v3/certs'),
  OAUTH_GOOGLE_ISSUER: optional(z.string().trim()),
  FACEBOOK_APP_ID: optional(z.string().trim()),
  FACEBOOK_APP_SECRET: optional(z.string().trim()),
  OAUTH_FACEBOOK_DIALOG_URL: optional(httpUrl).default('https://www.facebook.com/v21.0/dialog/oauth'),
  OAUTH_FACEBOOK_GRAPH_URL: optional(httpUrl).default('https://graph.facebook.com/v21.0'),
  /** Who issues Multicaixa references and reports payments (issue 17). */
  PAYMENTS_PROVIDER: optional(z.enum(['sandbox', 'proxypay'], { error: 'must be sandbox or proxypay' })),
  PAYMENTS_REFERENCE_DAYS: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .min(1, 'must be between 1 and 30')
      .max(30, 'must be between 1 and 30'),
  ).default(3),
  PAYMENTS_POLL_SECONDS: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be an integer')
      .refine((n) => n === 0 || (n >= 10 && n <= 3600), 'must be 0 (off) or between 10 and 3600'),
  ).default(60),
  PAYMENTS_BANK_IBAN: optional(
    z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
      .refine((v) => /^AO06[ 0-9]{21,30}$/.test(v), 'must be an Angolan IBAN (AO06 and 21 digits)'),
  ),
  PAYMENTS_BANK_BENEFICIARY: optional(z.string().trim()).default('Conexão'),
  PAYMENTS_BANK_NAME: optional(z.string().trim()).default(''),
  PROXYPAY_API_URL: optional(httpUrl),
  PROXYPAY_API_KEY: optional(z.string().trim().min(8, 'must be at least 8 characters')),
  PROXYPAY_ENTITY: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'must be the 5-digit entity number'),
  ),
  PROXYPAY_OPG_API_URL: optional(httpUrl),
  PROXYPAY_OPG_TOKEN: optional(z.string().trim().min(8, 'must be at least 8 characters')),
  PROXYPAY_OPG_POS_ID: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'must be a number'),
  ),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections of this instance (unused on PGlite, which has one). */
  databasePoolSize: number;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  webUrl: string;
  corsOrigins: string[];
  /** Unset means "generate once and keep in DATA_DIR" (see resolveJwtSecret). */
  jwtSecret: string | null;
  authRateLimitPerMinute: number;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Serve the browsable API page at /docs (not in production). */
  apiDocsPage: boolean;
  /** On when both the id and the secret are set. */
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    jwksUrl: string;
    issuers: string[];
  } | null;
  facebook: { appId: string; appSecret: string; dialogUrl: string; graphUrl: string } | null;
  /** How long a provider may take to answer one request (not an environment variable; tests shorten it). */
  oauthTimeoutMs: number;
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** `none` in production without a provider: only a bank transfer (if configured) is offered. */
  provider: 'sandbox' | 'proxypay' | 'none';
  referenceDays: number;
  /** How often to ask the provider for payments its webhooks may not have delivered; 0 = never. */
  pollSeconds: number;
  bank: { iban: string; beneficiary: string; bank: string } | null;
  proxypay: {
    apiUrl: string;
    apiKey: string;
    entity: string;
    /** Multicaixa Express (OPG); null when not configured. */
    opg: { apiUrl: string; token: string; posId: string } | null;
  } | null;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** An origin, and for a loopback host the same origin under the other loopback name. */
function loopbackTwins(url: URL): string[] {
  const twins = [url.origin];
  const other =
    url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : null;
  if (other) {
    const twin = new URL(url.href);
    twin.hostname = other;
    twins.push(twin.origin);
  }
  return twins;
}

/**
 * Parses the environment; throws ConfigError naming the first bad variable. A relative DATA_DIR
 * is resolved against `baseDir`, the repository root by default — never the working directory,
 * which npm sets to server/ for the workspace's own scripts (`npm run server`, `npm run seed`).
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>>,
  baseDir: string = REPO_ROOT,
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(variable, issue.message);
  }
  const e = parsed.data;

  for (const [id, secret] of [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
  ] as const) {
    if (Boolean(e[id]) !== Boolean(e[secret])) {
      const [missing, other] = e[id] ? [secret, id] : [id, secret];
      throw new ConfigError(missing, `must be set together with ${other}`);
    }
  }

  // The web app answers at both loopback names (Vite prints 127.0.0.1, people type localhost).
  const corsOrigins = loopbackTwins(new URL(e.WEB_URL));
  for (const raw of (e.CORS_ORIGINS ?? '').split(',')) {
    const value = raw.trim();
    if (!value) continue;
    if (!isUrl(value, ['http:', 'https:'])) {
      throw new ConfigError('CORS_ORIGINS', `has "${value}", which is not an http(s):// origin`);
    }
    corsOrigins.push(new URL(value).origin);
  }

  const payments = paymentsConfig(e);

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    redisUrl: e.REDIS_URL ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    webUrl: e.WEB_URL,
    corsOrigins: [...new Set(corsOrigins)],
    jwtSecret: e.JWT_SECRET ?? null,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    apiDocsPage: e.NODE_ENV !== 'production',
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            authUrl: e.OAUTH_GOOGLE_AUTH_URL,
            tokenUrl: e.OAUTH_GOOGLE_TOKEN_URL,
            jwksUrl: e.OAUTH_GOOGLE_JWKS_URL,
            // Google signs with either spelling of its issuer.
            issuers: e.OAUTH_GOOGLE_ISSUER
              ? [e.OAUTH_GOOGLE_ISSUER]
              : ['https://accounts.google.com', 'accounts.google.com'],
          }
        : null,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            dialogUrl: e.OAUTH_FACEBOOK_DIALOG_URL,
            graphUrl: e.OAUTH_FACEBOOK_GRAPH_URL,
          }
        : null,
    oauthTimeoutMs: 10_000,
    payments,
  };
}

function paymentsConfig(e: z.output<typeof envSchema>): PaymentsConfig {
  const production = e.NODE_ENV === 'production';
  // The sandbox marks orders paid on request: never where real people pay.
  if (production && e.PAYMENTS_PROVIDER === 'sandbox') {
    throw new ConfigError('PAYMENTS_PROVIDER', 'cannot be sandbox when NODE_ENV=production');
  }
  const provider = e.PAYMENTS_PROVIDER ?? (production ? 'none' : 'sandbox');
  let proxypay: PaymentsConfig['proxypay'] = null;
  if (provider === 'proxypay') {
    for (const name of ['PROXYPAY_API_URL', 'PROXYPAY_API_KEY', 'PROXYPAY_ENTITY'] as const) {
      if (!e[name]) throw new ConfigError(name, 'must be set when PAYMENTS_PROVIDER=proxypay');
    }
    const opgParts = [e.PROXYPAY_OPG_API_URL, e.PROXYPAY_OPG_TOKEN, e.PROXYPAY_OPG_POS_ID];
    if (opgParts.some(Boolean) && !opgParts.every(Boolean)) {
      const missing = !e.PROXYPAY_OPG_API_URL
        ? 'PROXYPAY_OPG_API_URL'
        : !e.PROXYPAY_OPG_TOKEN
          ? 'PROXYPAY_OPG_TOKEN'
          : 'PROXYPAY_OPG_POS_ID';
      throw new ConfigError(missing, 'must be set together with the other PROXYPAY_OPG_* variables');
    }
    proxypay = {
      apiUrl: e.PROXYPAY_API_URL!,
      apiKey: e.PROXYPAY_API_KEY!,
      entity: e.PROXYPAY_ENTITY!,
      opg:
        e.PROXYPAY_OPG_API_URL && e.PROXYPAY_OPG_TOKEN && e.PROXYPAY_OPG_POS_ID
          ? { apiUrl: e.PROXYPAY_OPG_API_URL, token: e.PROXYPAY_OPG_TOKEN, posId: e.PROXYPAY_OPG_POS_ID }
          : null,
    };
  }
  return {
    provider,
    referenceDays: e.PAYMENTS_REFERENCE_DAYS,
    pollSeconds: e.PAYMENTS_POLL_SECONDS,
    bank: e.PAYMENTS_BANK_IBAN
      ? { iban: e.PAYMENTS_BANK_IBAN, beneficiary: e.PAYMENTS_BANK_BENEFICIARY, bank: e.PAYMENTS_BANK_NAME }
      : null,
    proxypay,
  };
}

function isUrl(value: string, protocols: string[]): boolean {
  try {
    const url = new URL(value);
    // Only web URLs need a host; postgres:///db?host=/run/postgresql is a valid socket URL.
    const needsHost = url.protocol === 'http:' || url.protocol === 'https:';
    return protocols.includes(url.protocol) && (!needsHost || url.host !== '');
  } catch {
    return false;
  }
}
