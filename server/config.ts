/**
 * Every setting of the server, read once from the environment (README lists them all).
 * Tests pass overrides to buildApp instead of touching process.env.
 */
import path from 'node:path';

export interface Config {
  /** postgres:// URL, a PGlite folder, or 'memory'. */
  database: string;
  dataDir: string;
  port: number;
  host: string;
  seed: 'none' | 'minimal' | 'full';
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Signing key for access tokens; generated and kept in the database when unset. */
  jwtSecret: string | null;
  publicClientId: string;
  loginMaxFailures: number;
  loginRateLimitPerMinute: number;
  /** Failed logins from one client address, any account, before it gets 429s. */
  loginAddressMaxFailures: number;
  /** The window those failures are counted in. */
  loginAddressWindowMinutes: number;
  /** Basket exports and e-mails per client address per minute. */
  exportRateLimitPerMinute: number;
  /** Folder of the built PWA, or null to serve the API only. */
  staticDir: string | null;
  /** Check every answer against the contract (on in tests and development). */
  validateResponses: boolean;
  logLevel: string;
  /** smtp:// URL of the mail server; null writes mail to DATA_DIR/outbox instead. */
  smtpUrl: string | null;
  /** Sender of the server's mail. */
  mailFrom: string;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

export function configFromEnv(env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    database: env.DATABASE_URL || path.join(dataDir, 'pglite'),
    dataDir,
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    seed: (env.SEED as Config['seed']) ?? 'full',
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 900),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 60 * 60 * 24 * 30),
    jwtSecret: env.JWT_SECRET || null,
    publicClientId: env.PUBLIC_CLIENT_ID ?? '4',
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginRateLimitPerMinute: int(env.LOGIN_RATE_LIMIT_PER_MINUTE, 30),
    loginAddressMaxFailures: int(env.LOGIN_ADDRESS_MAX_FAILURES, 20),
    loginAddressWindowMinutes: int(env.LOGIN_ADDRESS_WINDOW_MINUTES, 15),
    exportRateLimitPerMinute: int(env.EXPORT_RATE_LIMIT_PER_MINUTE, 20),
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? 'dist'),
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Biblioteca <biblioteca@localhost>',
    ...overrides,
  };
}
