/** What every module's service receives: the database, settings and shared services. */
import type { Database } from './db/connect';
import type { Config } from './config';
import type { PushSettings, TokenService } from './core/services';
import type { Mailer } from './mail/mailer';

export interface AppContext {
  database: Database;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  /** Web push keys and settings; modules send with sendPush from modules/push. */
  push: PushSettings;
}

/** Who is calling, from the bearer token (server/http/caller-types.ts). */
export type { Caller, StaffCaller, UserCaller } from './http/caller-types';

type ConfigSection = 'captcha' | 'recovery' | 'jobs';

/**
 * One section of the app's settings (server/config.ts) as a module reads it; tests adjust
 * it for one app with `set` (the change stays with that app's context).
 */
export function configSection<K extends ConfigSection>(key: K) {
  return {
    get: (ctx: AppContext): Config[K] => ctx.config[key],
    set(ctx: AppContext, changes: Partial<Config[K]>): void {
      ctx.config = { ...ctx.config, [key]: { ...ctx.config[key], ...changes } };
    },
  };
}
