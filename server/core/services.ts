/**
 * The shapes of the shared services AppContext carries (server/context.ts), below every
 * module: the modules implement them (auth: the token service; push: the VAPID keys and
 * settings) and context.ts names them from here, so the context imports no module and no
 * module's import chain leads back to itself through the context.
 */
import type { Agent } from 'node:https';
import type { Caller } from '../http/caller-types';

/** Access and refresh tokens (server/modules/patrons/auth/tokens.ts makes the service). */
export interface TokenService {
  issueAccess(caller: Caller): Promise<{ token: string; expiresIn: number }>;
  verifyAccess(token: string): Promise<Caller | null>;
  issueRefresh(codPessoa: number, family: string): Promise<string>;
  /** Rotates a refresh token: its person, session and successor, or null when unusable (auth/tokens.ts: the grace window). */
  rotateRefresh(token: string): Promise<{ codPessoa: number; family: string; refreshToken: string } | null>;
  /** Ends the session of a refresh token (its family); false when no such token. */
  revokeRefresh(token: string): Promise<boolean>;
  /** Ends one session (family) of a person. */
  revokeSession(codPessoa: number, family: string): Promise<void>;
}

/** The server's Web Push key pair (server/modules/platform/push/keys.ts keeps it). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What the app context carries for push: the key pair, the VAPID subject and how to reach push services. */
export interface PushSettings {
  keys: VapidKeys;
  subject: string;
  /** An HTTPS agent for the push services (tests trust their local receiver through it). */
  agent?: Agent;
  /** How long a push service keeps an undelivered message, in seconds. */
  ttlSeconds: number;
}
