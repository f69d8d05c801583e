/**
 * Settings of password recovery and of the password rules (spec §5), read from the
 * environment (see .tmp/readme-recovery.md). They live here rather than in server/config.ts
 * so this module stays self-contained; tests adjust them per app with `set`.
 */
import type { AppContext } from '../../context';
import type { PasswordRules } from '../../../openapi/password-rules';

/** Settings read once per app (per AppContext), overridable by tests. */
export function perContext<T extends object>(read: () => T) {
  const cache = new WeakMap<AppContext, T>();
  return {
    get(ctx: AppContext): T {
      let value = cache.get(ctx);
      if (!value) cache.set(ctx, (value = read()));
      return value;
    },
    set(ctx: AppContext, changes: Partial<T>): void {
      cache.set(ctx, { ...this.get(ctx), ...changes });
    },
  };
}

const int = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) ? Number(value) : fallback);
const flag = (value: string | undefined, fallback = true) => (value === undefined || value === '' ? fallback : value !== '0' && value !== 'false');

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

export const recoverySettings = perContext<RecoverySettings>(() => {
  const env = process.env;
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
});
