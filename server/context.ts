/** What every module's service receives: the database, settings and shared services. */
import type { Database } from './db/connect';
import type { Config } from './config';
import type { TokenService } from './modules/auth/tokens';
import type { Mailer } from './mail/mailer';
import type { PushSettings } from './modules/push/service';

export interface AppContext {
  database: Database;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  /** Web push keys and settings; modules send with sendPush from modules/push/service. */
  push: PushSettings;
}

/** Who is calling, from the bearer token. */
export type Caller =
  | { kind: 'public'; clientId: string }
  | { kind: 'user'; clientId: string; codPessoa: number; login: string; session?: string };
