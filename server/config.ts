/**
 * Every setting of the server, read once from the environment (docs/manual/running.md "Configuration" lists them all):
 * this is the only server file that reads process.env (lint enforces it). Tests pass
 * overrides to buildApp instead of touching process.env.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PasswordRules } from '../openapi/password-rules';
import { COBV_DAYS } from '../openapi/pix-rules';

type Env = Record<string, string | undefined>;

/** OpenID Connect sign-in (spec §7 /oidc/*); docs/manual/patrons.md "Single sign-on". */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** The provider's end-session address, offered at logout (institution links_logout). */
  logoutUrl: string | null;
  /** Claim naming our login; e-mail (when verified) is the fallback. */
  claim: string;
  scope: string;
}

/** SAML 2.0 single sign-on (spec §7 /saml/*). */
export interface SamlConfig {
  entryPoint: string;
  /** Our entity id (the audience the IdP must name). */
  issuer: string;
  /** The IdP's signing certificate(s), PEM or base64. */
  idpCert: string;
  idpIssuer: string | null;
  logoutUrl: string | null;
  /** Attribute naming our login; NameID when unset; an e-mail attribute is the fallback. */
  claim: string | null;
}

/**
 * Just-in-time patrons (issue 23): a person a provider vouches for (OIDC or SAML) whom we do
 * not know is created at first sign-in when `enabled`, in the category its claim maps to.
 */
export interface SsoJitConfig {
  enabled: boolean;
  /** Claim (OIDC) or attribute (SAML) carrying the affiliation, e.g. eduPersonAffiliation. */
  categoryClaim: string;
  /** Claim value → our category code (`student=01,faculty=04`). */
  categories: Record<string, string>;
  /** Category for a value not mapped; null refuses the sign-in (as when off). */
  defaultCategory: string | null;
}

/** The self-hosted captcha's proof of work (docs/manual/patrons.md "The captcha"). */
export interface CaptchaSettings {
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** Hex digits the derived key must start with (each one multiplies the work by 16). */
  difficulty: number;
  ttlSeconds: number;
}

/** Password recovery and the password rules (spec §5; docs/manual/patrons.md "Password recovery…"). */
export interface RecoverySettings {
  codeLength: number;
  codeTtlMinutes: number;
  /** Wrong guesses before a code dies. */
  maxAttempts: number;
  /** New codes per person per hour (each one is an e-mail). */
  maxCodesPerHour: number;
  /** Recovery calls per client address per minute. */
  rateLimitPerMinute: number;
  rules: PasswordRules;
}

/** A third-party provider's service (docs/manual/api.md "Third-party providers"): its base address and key. */
export interface ProviderConfig {
  url: string;
  key: string | null;
}

/** The third-party providers; null: not configured (the §8 'automatic access not configured'). */
export interface ProviderSettings {
  pearson: ProviderConfig | null;
  grupoa: ProviderConfig | null;
  target: ProviderConfig | null;
  eventum: ProviderConfig | null;
  abnt: ProviderConfig | null;
  /** Milliseconds to wait for a provider's answer. */
  timeoutMs: number;
}

export const PROVIDERS = ['pearson', 'grupoa', 'target', 'eventum', 'abnt'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export function providerSettingsFrom(env: Env): ProviderSettings {
  const one = (name: ProviderName): ProviderConfig | null => {
    const url = env[`${name.toUpperCase()}_PROVIDER_URL`]?.trim().replace(/\/+$/, '');
    return url && /^https?:\/\//i.test(url) ? { url, key: env[`${name.toUpperCase()}_PROVIDER_KEY`] || null } : null;
  };
  return {
    pearson: one('pearson'), grupoa: one('grupoa'), target: one('target'), eventum: one('eventum'), abnt: one('abnt'),
    timeoutMs: int(env.PROVIDER_TIMEOUT_MS, 8000),
  };
}

/** Covers from a provider (issue 26 item 6; docs/manual/data.md "Covers"): fetched by the server, cached on disk. */
export interface CoverSettings {
  /** none (the default: no request ever leaves the server), openlibrary (by ISBN) or template. */
  provider: 'none' | 'openlibrary' | 'template';
  /** COVER_URL_TEMPLATE with {isbn}, {issn} and {id}; the host comes from this setting only. */
  urlTemplate: string | null;
  cacheDir: string;
  cacheMaxBytes: number;
  timeoutMs: number;
  /** Largest image accepted from the provider. */
  maxImageBytes: number;
  /** How long "this title has no cover" is remembered before the provider is asked again. */
  negativeTtlSeconds: number;
  /** The same for a failure (timeout, wrong type, too large, unreachable). */
  errorTtlSeconds: number;
}

export function coverSettingsFrom(env: Env, dataDir: string): CoverSettings {
  const template = env.COVER_URL_TEMPLATE?.trim() || null;
  const named = (env.COVER_PROVIDER || 'none').trim().toLowerCase();
  if (named !== 'none' && named !== 'openlibrary' && named !== 'template') throw new Error('COVER_PROVIDER must be openlibrary, template or none');
  if (named === 'template' && !(template && /^https?:\/\/[^/{}?#]+([/?#]|$)/i.test(template))) {
    throw new Error('COVER_PROVIDER=template needs COVER_URL_TEMPLATE, an http(s) address whose host has no placeholder');
  }
  const provider = named as CoverSettings['provider'];
  return {
    provider,
    urlTemplate: provider === 'template' ? template : null,
    cacheDir: path.resolve(env.COVER_CACHE_DIR || path.join(dataDir, 'covers')),
    cacheMaxBytes: Math.round(positive(env.COVER_CACHE_MAX_MB, 200) * 1024 * 1024),
    timeoutMs: positive(env.COVER_TIMEOUT_MS, 3000),
    maxImageBytes: Math.round(positive(env.COVER_MAX_KB, 1024) * 1024),
    negativeTtlSeconds: positive(env.COVER_NEGATIVE_TTL_HOURS, 24 * 7) * 3600,
    errorTtlSeconds: positive(env.COVER_ERROR_TTL_MINUTES, 10) * 60,
  };
}

/** The scheduled circulation jobs (server/jobs). */
export interface JobSettings {
  enabled: boolean;
  pollSeconds: number;
  /** Days before the due date the reminder goes out. */
  reminderDays: number;
  /** Hour of the day (database time) from which the daily reminder runs. */
  reminderHour: number;
  /** Days the audit trail keeps a row; older rows are purged daily (issue 23). */
  auditRetentionDays: number;
  /** Hour of the day (database time) from which the daily interest-profile digest goes out. */
  interestDigestHour: number;
}

/** The OAI-PMH harvester of the network catalogue (server/modules/integration/harvest, issue 26). */
export interface HarvestSettings {
  /** One request's time limit. */
  timeoutMs: number;
  /** Retries of a request that failed, timed out or got 429/5xx. */
  retries: number;
  /** First wait between retries, doubled each time (a Retry-After wins). */
  backoffMs: number;
  /** The longest wait a Retry-After may ask for; longer fails the run (it resumes at the next). */
  maxWaitMs: number;
  /** A run that wrote no page for this long is taken to have died, and may be taken over. */
  leaseSeconds: number;
}

export function harvestSettingsFrom(env: Env): HarvestSettings {
  return {
    timeoutMs: Math.max(1, int(env.HARVEST_TIMEOUT_SECONDS, 60)) * 1000,
    retries: Math.min(10, Math.max(0, int(env.HARVEST_RETRIES, 4))),
    backoffMs: Math.max(0, int(env.HARVEST_BACKOFF_MS, 2000)),
    maxWaitMs: Math.max(0, int(env.HARVEST_MAX_WAIT_SECONDS, 300)) * 1000,
    leaseSeconds: Math.max(30, int(env.HARVEST_LEASE_SECONDS, 900)),
  };
}

/** The SIP2 self-check server (server/sip2): off unless SIP2_PORT is set. */
export interface Sip2Settings {
  /** TCP port; null: no SIP2 server. */
  port: number | null;
  host: string;
  /** A connection silent this long is closed. */
  idleSeconds: number;
  /** Open connections per process; more are refused at once. */
  maxConnections: number;
  /** Open connections per process from one remote address (a kiosk keeps one open). */
  maxConnectionsPerAddress: number;
  /** Failed terminal logins (93) one connection may make before it is closed. */
  loginFailuresPerConnection: number;
  /** The longest wait a failed terminal login imposes (1 s, 2 s, 4 s … up to this). */
  loginDelayMaxSeconds: number;
  /** Failed logins in a row that lock a terminal login, and for how long (an administrator lifts it earlier). */
  lockFailures: number;
  lockMinutes: number;
}

export function sip2SettingsFrom(env: Env): Sip2Settings {
  const port = Number(env.SIP2_PORT);
  return {
    port: env.SIP2_PORT && Number.isInteger(port) && port >= 0 && port < 65536 ? port : null,
    host: env.SIP2_HOST || '127.0.0.1',
    idleSeconds: positive(env.SIP2_IDLE_SECONDS, 300),
    maxConnections: positive(env.SIP2_MAX_CONNECTIONS, 50),
    maxConnectionsPerAddress: positive(env.SIP2_MAX_CONNECTIONS_PER_ADDRESS, 8),
    loginFailuresPerConnection: positive(env.SIP2_LOGIN_FAILURES_PER_CONNECTION, 3),
    loginDelayMaxSeconds: positive(env.SIP2_LOGIN_DELAY_MAX_SECONDS, 60),
    lockFailures: positive(env.SIP2_LOCK_FAILURES, 10),
    lockMinutes: positive(env.SIP2_LOCK_MINUTES, 60),
  };
}

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
  /** Signing key of the redirect tokens (shared with the modules that receive them); generated and kept in the database when unset. */
  redirectTokenSecret: string | null;
  publicClientId: string;
  /**
   * Which proxies' X-Forwarded-For the server believes (Fastify's trustProxy): false for
   * none, or the proxies' addresses / CIDR ranges / 'loopback' etc. Never "any peer" (true,
   * or a hop count, which trusts whoever connects first): parseTrustProxy refuses those.
   * Every per-address limit counts the address derived from it (request.ip).
   */
  trustProxy: false | string[];
  /**
   * Production: NODE_ENV=production on anything but the embedded demo catalogue (a
   * PostgreSQL DATABASE_URL, or SEED=none). It needs PUBLIC_URL (startupProblem): `npm start` on the
   * demo, development and tests do not.
   */
  production: boolean;
  /**
   * Wrong passwords for one account from one client address before each further try
   * from there waits: 1 s, then doubling up to loginDelayMaxSeconds (429 Retry-After).
   */
  loginMaxFailures: number;
  loginDelayMaxSeconds: number;
  /** Wrong passwords in a row for one account, from any addresses, before it is locked (430). */
  loginLockFailures: number;
  /** How long that lock lasts (recovery lifts it sooner); 0 keeps it until recovery. */
  loginLockMinutes: number;
  /**
   * Password grants and external sign-in starts per client address per minute: a campus's
   * 9 a.m. sign-ins from one NAT address fit; guessing is stopped by the failure counts
   * (per address: the captcha; per account: delays and the lock), not by this budget.
   */
  loginRateLimitPerMinute: number;
  /** Refresh grants per client address per minute: a refresh token cannot be guessed, so this only bounds load. */
  refreshGrantsPerMinute: number;
  /** Calls that probe people or codes (who shares a CPF, a certificate's code) per client address per minute. */
  probeRateLimitPerMinute: number;
  /**
   * Visitors' token grants (client_credentials) per client address per minute: a campus
   * behind one NAT address is every student (docs/manual/security.md has the estimate).
   */
  publicTokenGrantsPerMinute: number;
  /** Requests per minute one visitor's token may make (a person is far below; a scraper is not). */
  publicRequestsPerTokenPerMinute: number;
  /** Requests per minute with visitors' tokens from one client address: a campus's peak, with room. */
  publicRequestsPerAddressPerMinute: number;
  /** Failed logins from one client address, any account, before its sign-ins must solve the captcha. */
  loginAddressMaxFailures: number;
  /** The window those failures are counted in. */
  loginAddressWindowMinutes: number;
  /** Days a device token (a device the person signed in on) stays a proof that passes the lock, unused. */
  loginDeviceDays: number;
  /** Minutes the one-time unlock link mailed to a locked account's owner stays valid. */
  loginUnlockMinutes: number;
  /** Seconds in which a just-rotated refresh token returns the same successor (two tabs refreshing at once). */
  refreshGraceSeconds: number;
  /**
   * Named external e-resource bases (e-book providers) and their access address templates,
   * with {login} and {cod_pessoa} placeholders (PUT /pessoas/meu-pergamum/redirect-base).
   */
  eResourceBases: Record<string, string>;
  /** Comments (general and on titles) one patron may have awaiting approval (spec §6). */
  commentPendingLimit: number;
  /** Acquisition suggestions one patron may have open (not yet closed by the library); professors have none. */
  suggestionOpenLimit: number;
  providers: ProviderSettings;
  /** Basket exports and e-mails per client address per minute. */
  exportRateLimitPerMinute: number;
  /** Folder of the built PWA, or null to serve the API only. */
  staticDir: string | null;
  /** Title addresses per sitemap file before /sitemap.xml becomes an index (the protocol's limit: 50,000). */
  sitemapUrlsPerFile: number;
  /** Check every answer against the contract (on in tests and development). */
  validateResponses: boolean;
  logLevel: string;
  /** Log lines: JSON (one object a line, for the journal and log shippers) or readable text (a terminal). */
  logFormat: 'json' | 'pretty';
  /** /metrics: the bearer token that may read it (server/http/metrics.ts); null: only METRICS_ALLOW's addresses. */
  metricsToken: string | null;
  /** /metrics: addresses and CIDR ranges that may read it without a token. */
  metricsAllow: string[];
  /** PEM file of the certificate authority that signed the SMTP server's certificate (a private CA); null: the system's. */
  smtpCaFile: string | null;
  /** Without SMTP_URL: how many .eml files the outbox folder keeps (the oldest are removed past it). */
  outboxMaxFiles: number;
  /** smtp:// URL of the mail server; null writes mail to DATA_DIR/outbox instead. */
  smtpUrl: string | null;
  /** Sender of the server's mail. */
  mailFrom: string;
  /** VAPID subject of web push (mailto: or https:); null derives a mailto: from mailFrom. */
  vapidSubject: string | null;
  /** The site's external address (scheme://host[:port]) of every absolute address written (server/http/public-url.ts). */
  publicUrl: string | null;
  oidc: OidcConfig | null;
  saml: SamlConfig | null;
  ssoJit: SsoJitConfig;
  /** Connections per API process on PostgreSQL. */
  databasePoolSize: number;
  /** A search counts at most this many matches exactly; past it the total and facets are sampled ("about"). */
  searchExactLimit: number;
  /** Searches missing from the caches computed at once per API process (SEARCH_CONCURRENCY). */
  searchConcurrency: number;
  /** postgres:// URL of a read replica (DATABASE_READ_URL): public reads go there (server/db/read-routing.ts). */
  databaseReadUrl: string | null;
  /**
   * API requests working at once per process, the rest waiting in arrival order
   * (server/http/admission.ts): null picks 8 on PGlite and the pool size on PostgreSQL; 0 turns it off.
   */
  requestConcurrency: number | null;
  /** Requests that may wait their turn; beyond them 503 with Retry-After. */
  requestQueueLimit: number;
  /** API processes `npm start` runs (WORKERS): every core on PostgreSQL, always 1 on PGlite (server/cluster.ts). */
  workers: number;
  /** Validity of a loan token (spec §3). */
  loanTokenTtlMinutes: number;
  /** Payment slips (GRU): the public body's 4-digit code in the barcode, and the days until a slip falls due. */
  paymentSlip: { bodyCode: string; dueDays: number };
  /** PIX charges for debts (issue 39; server/modules/circulation/debts/pix). */
  pix: PixSettings;
  /** PagTesouro payments for debts (issue 39; server/modules/circulation/debts/pagtesouro): null when not configured. */
  pagtesouro: PagTesouroSettings | null;
  /** The library card in Apple and Google Wallet (issue 39; server/modules/patrons/wallet). */
  wallet: WalletSettings;
  captcha: CaptchaSettings;
  recovery: RecoverySettings;
  jobs: JobSettings;
  /** OAI-PMH at /oai (server/modules/integration/oai): repository id of identifiers (null: the public host), admin e-mail, page size, token hours. */
  oai: { repositoryId: string | null; adminEmail: string | null; pageSize: number; tokenHours: number };
  covers: CoverSettings;
  harvest: HarvestSettings;
  sip2: Sip2Settings;
}

/** A JSON object of strings (e.g. E_RESOURCE_BASES); anything else is a start-up error. */
function jsonObject(value: string | undefined): Record<string, string> {
  if (!value) return {};
  const parsed: unknown = JSON.parse(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'string')) {
    throw new Error('E_RESOURCE_BASES must be a JSON object of name → address template');
  }
  return Object.fromEntries(Object.entries(parsed as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
}

/** Why TRUST_PROXY=true (or a hop count) is refused, and what to write instead. */
export const TRUST_ANY_PEER_REFUSED = 'TRUST_PROXY must name the reverse proxy, not trust every peer: with "true" or a hop count, any client '
  + 'that reaches the server directly chooses its own address (past every per-address limit) and, without PUBLIC_URL, the host '
  + 'written into unlock, certificate and calendar links. Set TRUST_PROXY to the proxy\'s addresses (TRUST_PROXY=127.0.0.1, '
  + '10.0.0.0/8, loopback…) and PUBLIC_URL to the address patrons use.';

/**
 * TRUST_PROXY: unset/empty/false = trust no proxy (the socket's address counts), otherwise
 * a comma-separated list of addresses, CIDR ranges or proxy-addr's names (loopback,
 * linklocal, uniquelocal). `true` and hop counts are refused (TRUST_ANY_PEER_REFUSED).
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (!text || /^false$/i.test(text)) return false;
  if (/^true$/i.test(text) || /^\d+$/.test(text)) throw new Error(TRUST_ANY_PEER_REFUSED);
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

/** The embedded database (no DATABASE_URL, or a PGlite folder in it) with the demo catalogue: `npm start` with no settings, the e2e servers. */
const embeddedDemo = (env: Env) => !/^postgres(ql)?:/i.test(env.DATABASE_URL ?? '') && (env.SEED ?? 'full') !== 'none';

/**
 * Why this configuration must not start, or null (main.ts and buildApp refuse it): production
 * without PUBLIC_URL would write whatever address a request claims, or the listening one,
 * into the links it mails; a PUBLIC_URL that is not an http(s) origin is a typo.
 */
export function startupProblem(config: Pick<Config, 'production' | 'publicUrl'> & { pagtesouro?: PagTesouroSettings | null }): string | null {
  if (config.production && config.pagtesouro && !config.pagtesouro.url.startsWith('https://')) {
    return `PAGTESOURO_URL must be PagTesouro's https address in production (https://pagtesouro.tesouro.gov.br), not "${config.pagtesouro.url}".`;
  }
  if (config.publicUrl !== null && !/^https?:\/\/[^/?#@\s]+(\/[^?#\s]*)?$/i.test(config.publicUrl)) {
    return `PUBLIC_URL must be the site's http(s) address (https://catalogo.example.edu), not "${config.publicUrl}".`;
  }
  if (config.production && config.publicUrl === null) {
    return 'PUBLIC_URL is required in production (NODE_ENV=production with a PostgreSQL DATABASE_URL or SEED=none): set it to the address '
      + 'patrons use, e.g. PUBLIC_URL=https://catalogo.example.edu. Every absolute link the server writes (unlock, '
      + 'certificate and calendar links, OAI-PMH, sitemaps) comes from it. Only the embedded demo catalogue starts without it.';
  }
  return null;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};
/** Unset or empty keeps the default; '0' and 'false' turn a rule off, anything else on. */
const flag = (value: string | undefined, fallback = true) => (value === undefined || value === '' ? fallback : value !== '0' && value !== 'false');

export function jobSettingsFrom(env: Env): JobSettings {
  return {
    enabled: env.JOBS_ENABLED !== '0' && env.JOBS_ENABLED !== 'false',
    pollSeconds: Math.max(5, int(env.JOBS_POLL_SECONDS, 300)),
    reminderDays: Math.max(1, int(env.DUE_REMINDER_DAYS, 2)),
    reminderHour: Math.min(23, Math.max(0, int(env.DUE_REMINDER_HOUR, 8))),
    auditRetentionDays: Math.max(1, int(env.AUDIT_RETENTION_DAYS, 1825)),
    interestDigestHour: Math.min(23, Math.max(0, int(env.INTEREST_DIGEST_HOUR, 8))),
  };
}

function recoverySettingsFrom(env: Env): RecoverySettings {
  return {
    codeLength: Math.min(12, Math.max(4, int(env.RECOVERY_CODE_LENGTH, 6))),
    codeTtlMinutes: int(env.RECOVERY_CODE_TTL_MINUTES, 15),
    maxAttempts: int(env.RECOVERY_MAX_ATTEMPTS, 5),
    maxCodesPerHour: int(env.RECOVERY_MAX_CODES_PER_HOUR, 5),
    rateLimitPerMinute: int(env.RECOVERY_RATE_LIMIT_PER_MINUTE, 20),
    rules: {
      length: { min: int(env.PASSWORD_MIN_LENGTH, 8), max: int(env.PASSWORD_MAX_LENGTH, 64) },
      has_numbers: flag(env.PASSWORD_REQUIRE_DIGIT),
      only_numbers: flag(env.PASSWORD_REJECT_ONLY_DIGITS),
      diff_case: flag(env.PASSWORD_REQUIRE_MIXED_CASE),
      special_char: flag(env.PASSWORD_REQUIRE_SPECIAL),
      diff_name: flag(env.PASSWORD_REJECT_NAME),
      last_pw: int(env.PASSWORD_HISTORY, 3),
    },
  };
}

/**
 * PIX (PIX_*): the library's key and the merchant name and city the BR Code shows; without a
 * PSP the code is static and staff clear it. With PIX_PSP_URL, charges are the PSP's `cob` (or
 * `cobv` with a due date: PIX_COBV_DAYS for every charge, or chosen at the desk)
 * (OAuth2 client credentials, mTLS when the certificate paths are set) and its webhook,
 * authenticated by PIX_WEBHOOK_SECRET in its path, clears them. The embedded demo has a demo key.
 */
export interface PixSettings {
  key: string | null;
  merchantName: string;
  merchantCity: string;
  /** How long a charge may be paid (the cob's calendario.expiracao). */
  expirySeconds: number;
  /**
   * With a PSP: charges with a due date (`cobv`). `days`: when set (PIX_COBV_DAYS, 1–60), every
   * patron's charge is a cobv due that many days from today (a patron without a CPF on record
   * gets a cob); null: patrons' charges are immediate `cob`s. Either way the desk may choose a
   * cobv for one charge (its days default to `days`, else 3). `validityDays`: how many days
   * after the due date it may still be paid (PIX_COBV_VALIDITY_DAYS, 0–365, default 30).
   */
  cobv: { days: number | null; validityDays: number };
  psp: { url: string; tokenUrl: string; clientId: string; clientSecret: string; certPath: string | null; keyPath: string | null; caPath: string | null } | null;
  webhookSecret: string | null;
}

export const DEMO_PIX_KEY = 'pix-demo@biblioteca.example';

export function pixSettingsFrom(env: Env): PixSettings {
  const key = env.PIX_KEY === undefined ? (embeddedDemo(env) ? DEMO_PIX_KEY : null) : env.PIX_KEY.trim() || null;
  const url = env.PIX_PSP_URL?.trim().replace(/\/+$/, '') || null;
  return {
    key,
    merchantName: env.PIX_MERCHANT_NAME?.trim() || 'BIBLIOTECA',
    merchantCity: env.PIX_MERCHANT_CITY?.trim() || 'BRASILIA',
    expirySeconds: Math.min(86_400 * 7, Math.max(60, int(env.PIX_EXPIRY_SECONDS, 3600))),
    cobv: {
      days: env.PIX_COBV_DAYS?.trim() ? Math.min(COBV_DAYS.max, Math.max(COBV_DAYS.min, int(env.PIX_COBV_DAYS, 3))) : null,
      validityDays: Math.min(365, Math.max(0, int(env.PIX_COBV_VALIDITY_DAYS, 30))),
    },
    psp: url ? {
      url, tokenUrl: env.PIX_PSP_TOKEN_URL?.trim() || `${url}/oauth/token`,
      clientId: env.PIX_CLIENT_ID ?? '', clientSecret: env.PIX_CLIENT_SECRET ?? '',
      certPath: env.PIX_CERT_PATH || null, keyPath: env.PIX_KEY_PATH || null, caPath: env.PIX_CA_PATH || null,
    } : null,
    webhookSecret: env.PIX_WEBHOOK_SECRET?.trim() || null,
  };
}

/**
 * PagTesouro (PAGTESOURO_*), the federal government's payment service: on only when the API's
 * base address, the token SISGRU issued for the library's service and that service's code are
 * all set. PAGTESOURO_DUE_DAYS: days from today to the GRU's due date (0–30, default 0: today).
 */
export interface PagTesouroSettings {
  /** e.g. https://pagtesouro.tesouro.gov.br (production) or https://valpagtesouro.tesouro.gov.br (tests). */
  url: string;
  token: string;
  /** The service's code (codigoServico) registered in SISGRU. */
  servico: string;
  dueDays: number;
}

export function pagTesouroSettingsFrom(env: Env): PagTesouroSettings | null {
  const url = env.PAGTESOURO_URL?.trim().replace(/\/+$/, '') || null;
  const token = env.PAGTESOURO_TOKEN?.trim() || null;
  const servico = env.PAGTESOURO_SERVICO?.trim() || null;
  if (!url || !token || !servico) return null;
  return { url, token, servico, dueDays: Math.min(30, Math.max(0, Math.trunc(int(env.PAGTESOURO_DUE_DAYS, 0)))) };
}

/**
 * Wallet passes (APPLE_WALLET_*, GOOGLE_WALLET_*): each wallet is on only when every one of its
 * settings is set, and the card page shows only the buttons of the wallets that are on. A
 * certificate or key is its PEM text or the path of its PEM file (a systemd credential).
 */
export interface WalletSettings {
  /**
   * A changed pass is pushed to its devices through APNs with the same Pass Type ID certificate
   * (Wallet takes no token-based pushes): apnsUrl is Apple's production address unless
   * APPLE_WALLET_APNS_URL names another, apnsCa an extra certificate authority to trust there.
   */
  apple: {
    passTypeId: string; teamId: string; certificate: string; key: string; keyPassphrase: string | undefined; wwdr: string;
    apnsUrl?: string; apnsCa?: string | null;
  } | null;
  /** A saved pass is updated through the Wallet REST API (apiUrl) with a token from tokenUrl. */
  google: { issuerId: string; serviceAccountEmail: string; privateKey: string; classSuffix: string; apiUrl?: string; tokenUrl?: string } | null;
}

export const APNS_URL = 'https://api.push.apple.com';
export const GOOGLE_WALLET_API_URL = 'https://walletobjects.googleapis.com/walletobjects/v1';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

const pemOrFile = (value: string | undefined): string | null => {
  const text = value?.trim();
  if (!text) return null;
  return text.startsWith('-----BEGIN') ? text.replace(/\\n/g, '\n') : fs.readFileSync(text, 'utf8');
};

export function walletSettingsFrom(env: Env): WalletSettings {
  const appleCert = pemOrFile(env.APPLE_WALLET_CERT);
  const appleKey = pemOrFile(env.APPLE_WALLET_KEY);
  const wwdr = pemOrFile(env.APPLE_WALLET_WWDR);
  const passTypeId = env.APPLE_WALLET_PASS_TYPE_ID?.trim();
  const teamId = env.APPLE_WALLET_TEAM_ID?.trim();
  // The service account's JSON key file (its path or its text), as Google Cloud hands it out.
  const account = env.GOOGLE_WALLET_SERVICE_ACCOUNT?.trim();
  const accountJson = account ? JSON.parse(account.startsWith('{') ? account : fs.readFileSync(account, 'utf8')) as Record<string, unknown> : null;
  const issuerId = env.GOOGLE_WALLET_ISSUER_ID?.trim();
  return {
    apple: appleCert && appleKey && wwdr && passTypeId && teamId ? {
      passTypeId, teamId, certificate: appleCert, key: appleKey, keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE || undefined, wwdr,
      apnsUrl: env.APPLE_WALLET_APNS_URL?.trim().replace(/\/+$/, '') || APNS_URL, apnsCa: pemOrFile(env.APPLE_WALLET_APNS_CA),
    } : null,
    google: issuerId && typeof accountJson?.client_email === 'string' && typeof accountJson.private_key === 'string' ? {
      issuerId, serviceAccountEmail: accountJson.client_email, privateKey: accountJson.private_key,
      classSuffix: env.GOOGLE_WALLET_CLASS_SUFFIX?.trim() || 'carteirinha',
      apiUrl: env.GOOGLE_WALLET_API_URL?.trim().replace(/\/+$/, '') || GOOGLE_WALLET_API_URL,
      tokenUrl: env.GOOGLE_WALLET_TOKEN_URL?.trim() || (typeof accountJson.token_uri === 'string' ? accountJson.token_uri : GOOGLE_TOKEN_URL),
    } : null,
  };
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function configFromEnv(env: Env = process.env, overrides: Partial<Config> = {}): Config {
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
    redirectTokenSecret: env.REDIRECT_TOKEN_SECRET || null,
    publicClientId: env.PUBLIC_CLIENT_ID ?? '4',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production' && !embeddedDemo(env),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginDelayMaxSeconds: int(env.LOGIN_DELAY_MAX_SECONDS, 900),
    loginLockFailures: int(env.LOGIN_LOCK_FAILURES, 50),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 60),
    loginRateLimitPerMinute: int(env.LOGIN_RATE_LIMIT_PER_MINUTE, 120),
    refreshGrantsPerMinute: int(env.REFRESH_GRANTS_PER_MINUTE, 1200),
    probeRateLimitPerMinute: int(env.PROBE_RATE_LIMIT_PER_MINUTE, 30),
    publicTokenGrantsPerMinute: int(env.PUBLIC_TOKEN_GRANTS_PER_MINUTE, 1200),
    publicRequestsPerTokenPerMinute: int(env.PUBLIC_REQUESTS_PER_TOKEN_PER_MINUTE, 300),
    publicRequestsPerAddressPerMinute: int(env.PUBLIC_REQUESTS_PER_ADDRESS_PER_MINUTE, 30_000),
    loginAddressMaxFailures: int(env.LOGIN_ADDRESS_MAX_FAILURES, 20),
    loginAddressWindowMinutes: int(env.LOGIN_ADDRESS_WINDOW_MINUTES, 15),
    loginDeviceDays: int(env.LOGIN_DEVICE_DAYS, 365),
    loginUnlockMinutes: int(env.LOGIN_UNLOCK_MINUTES, 30),
    refreshGraceSeconds: int(env.REFRESH_GRACE_SECONDS, 30),
    eResourceBases: jsonObject(env.E_RESOURCE_BASES),
    commentPendingLimit: int(env.COMMENT_PENDING_LIMIT, 5),
    suggestionOpenLimit: int(env.SUGGESTION_OPEN_LIMIT, 5),
    providers: providerSettingsFrom(env),
    exportRateLimitPerMinute: int(env.EXPORT_RATE_LIMIT_PER_MINUTE, 20),
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? 'dist'),
    sitemapUrlsPerFile: Math.min(50_000, Math.max(1, Number(env.SITEMAP_URLS_PER_FILE ?? 50_000) || 50_000)),
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === '1' : env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    // A terminal reads text; anything else (systemd's journal, a file, a pipe) gets JSON.
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : process.stdout.isTTY ? 'pretty' : 'json',
    metricsToken: env.METRICS_TOKEN || null,
    metricsAllow: (env.METRICS_ALLOW ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    smtpCaFile: env.SMTP_CA_FILE || null,
    outboxMaxFiles: int(env.OUTBOX_MAX_FILES, 1000),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Biblioteca <biblioteca@localhost>',
    vapidSubject: env.VAPID_SUBJECT || null,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    oidc: env.OIDC_ISSUER && env.OIDC_CLIENT_ID ? {
      issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET || null,
      logoutUrl: env.OIDC_LOGOUT_URL || null, claim: env.OIDC_CLAIM || 'preferred_username',
      scope: env.OIDC_SCOPE || 'openid profile email',
    } : null,
    saml: env.SAML_ENTRY_POINT && (env.SAML_IDP_CERT || env.SAML_IDP_CERT_FILE) ? {
      entryPoint: env.SAML_ENTRY_POINT, issuer: env.SAML_ISSUER || 'catalogo',
      idpCert: env.SAML_IDP_CERT || fs.readFileSync(env.SAML_IDP_CERT_FILE!, 'utf8'),
      idpIssuer: env.SAML_IDP_ISSUER || null, logoutUrl: env.SAML_LOGOUT_URL || null, claim: env.SAML_CLAIM || null,
    } : null,
    ssoJit: {
      enabled: env.SSO_JIT_CREATE === '1',
      categoryClaim: env.SSO_JIT_CATEGORY_CLAIM || 'eduPersonAffiliation',
      categories: Object.fromEntries((env.SSO_JIT_CATEGORIES ?? '').split(',').map((p) => p.split('=').map((v) => v.trim()))
        .filter((p) => p.length === 2 && p[0] && p[1])),
      defaultCategory: env.SSO_JIT_DEFAULT_CATEGORY || null,
    },
    databasePoolSize: positive(env.DATABASE_POOL_SIZE, 10),
    searchExactLimit: positive(env.SEARCH_EXACT_LIMIT, 2000),
    searchConcurrency: positive(env.SEARCH_CONCURRENCY, 2),
    databaseReadUrl: env.DATABASE_URL && env.DATABASE_READ_URL ? env.DATABASE_READ_URL : null,
    requestConcurrency: env.REQUEST_CONCURRENCY ? Math.max(0, Math.trunc(int(env.REQUEST_CONCURRENCY, 0))) : null,
    requestQueueLimit: Math.trunc(positive(env.REQUEST_QUEUE_LIMIT, 1000)),
    workers: env.DATABASE_URL ? Math.trunc(positive(env.WORKERS, os.availableParallelism())) : 1,
    loanTokenTtlMinutes: positive(env.LOAN_TOKEN_TTL_MINUTES, 60),
    paymentSlip: {
      bodyCode: /^\d{4}$/.test(env.GRU_BODY_CODE ?? '') ? env.GRU_BODY_CODE! : '0001',
      dueDays: Math.min(60, Math.max(1, Number(env.GRU_DUE_DAYS) || 5)),
    },
    pix: pixSettingsFrom(env),
    pagtesouro: pagTesouroSettingsFrom(env),
    wallet: walletSettingsFrom(env),
    captcha: {
      cost: int(env.CAPTCHA_COST, 1000),
      difficulty: int(env.CAPTCHA_DIFFICULTY, 3),
      ttlSeconds: int(env.CAPTCHA_TTL_SECONDS, 300),
    },
    recovery: recoverySettingsFrom(env),
    jobs: jobSettingsFrom(env),
    oai: {
      repositoryId: env.OAI_REPOSITORY_ID?.trim() || null,
      adminEmail: env.OAI_ADMIN_EMAIL?.trim() || null,
      pageSize: Math.min(1000, positive(env.OAI_PAGE_SIZE, 100)),
      tokenHours: positive(env.OAI_TOKEN_HOURS, 24),
    },
    covers: coverSettingsFrom(env, dataDir),
    harvest: harvestSettingsFrom(env),
    sip2: sip2SettingsFrom(env),
    ...overrides,
  };
}
