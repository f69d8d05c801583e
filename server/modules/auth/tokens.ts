/**
 * Access tokens: short-lived HS256 JWTs (ACCESS_TOKEN_TTL_SECONDS); one naming a session
 * (`sid`) stops working as soon as that session is revoked. Refresh tokens: opaque random strings stored only as sha-256 hashes,
 * rotated on every use; presenting a used one again revokes its whole family (the usual
 * sign that it was stolen). A family is one session (one sign-in on one device): a user's
 * access token names it (`sid`), logout revokes it, a password change revokes the others.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../../db/connect';
import { chaveServidor, refreshToken } from '../../db/schema';
import type { Caller } from '../../http/caller-types';

export interface TokenService {
  issueAccess(caller: Caller): Promise<{ token: string; expiresIn: number }>;
  verifyAccess(token: string): Promise<Caller | null>;
  issueRefresh(codPessoa: number, family: string): Promise<string>;
  /** Rotates a refresh token: the person it belongs to, or null when unusable. */
  rotateRefresh(token: string): Promise<{ codPessoa: number; family: string } | null>;
  /** Ends the session of a refresh token (its family); false when no such token. */
  revokeRefresh(token: string): Promise<boolean>;
  /** Ends one session (family) of a person. */
  revokeSession(codPessoa: number, family: string): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function signingKey(database: Database, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  // Every API node shares one key: the first to start stores it, the others read it.
  await database.db.insert(chaveServidor).values({ nome: 'jwt', valor: fresh }).onConflictDoNothing();
  const [row] = await database.db.select().from(chaveServidor).where(eq(chaveServidor.nome, 'jwt'));
  return new TextEncoder().encode(row.valor);
}

export async function createTokenService(
  database: Database,
  opts: { jwtSecret: string | null; accessTtl: number; refreshTtl: number },
): Promise<TokenService> {
  const key = await signingKey(database, opts.jwtSecret);
  const { db } = database;
  const revokeSession = async (codPessoa: number, family: string) => {
    await db.update(refreshToken).set({ revogadoEm: new Date() })
      .where(and(eq(refreshToken.codPessoa, codPessoa), eq(refreshToken.familia, family), isNull(refreshToken.revogadoEm)));
  };
  const sessionLive = async (codPessoa: number, family: string) => {
    const [live] = await db.select({ id: refreshToken.id }).from(refreshToken)
      .where(and(eq(refreshToken.codPessoa, codPessoa), eq(refreshToken.familia, family), isNull(refreshToken.revogadoEm))).limit(1);
    return !!live;
  };
  return {
    async issueAccess(caller) {
      const claims = caller.kind === 'user'
        ? { scope: 'user', login: caller.login, client_id: caller.clientId, ...(caller.session ? { sid: caller.session } : {}) }
        : { scope: 'public', client_id: caller.clientId };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(caller.kind === 'user' ? String(caller.codPessoa) : 'public')
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${opts.accessTtl}s`)
        .sign(key);
      return { token, expiresIn: opts.accessTtl };
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const clientId = String(payload.client_id ?? '');
        if (payload.scope === 'user') {
          // A session ended on the server (logout, a password change elsewhere, the patron's
          // separation) ends its access tokens too, not only its refresh tokens.
          if (typeof payload.sid === 'string' && !(await sessionLive(Number(payload.sub), payload.sid))) return null;
          return {
            kind: 'user', clientId, codPessoa: Number(payload.sub), login: String(payload.login),
            ...(typeof payload.sid === 'string' ? { session: payload.sid } : {}),
          };
        }
        if (payload.scope === 'public') return { kind: 'public', clientId };
        return null;
      } catch {
        return null;
      }
    },
    async issueRefresh(codPessoa, family) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(refreshToken).values({
        hash: sha256(token), familia: family, codPessoa,
        expiraEm: new Date(Date.now() + opts.refreshTtl * 1000),
      });
      return token;
    },
    async rotateRefresh(token) {
      const [row] = await db.select().from(refreshToken).where(eq(refreshToken.hash, sha256(token)));
      if (!row || row.revogadoEm) return null;
      if (row.usadoEm) {
        await db.update(refreshToken).set({ revogadoEm: new Date() })
          .where(and(eq(refreshToken.familia, row.familia), isNull(refreshToken.revogadoEm)));
        return null;
      }
      if (row.expiraEm.getTime() < Date.now()) return null;
      // Only one of two racing rotations of the same token wins.
      const used = await db.update(refreshToken).set({ usadoEm: new Date() })
        .where(and(eq(refreshToken.id, row.id), isNull(refreshToken.usadoEm))).returning({ id: refreshToken.id });
      if (!used.length) return null;
      return { codPessoa: row.codPessoa, family: row.familia };
    },
    async revokeRefresh(token) {
      const [row] = await db.select().from(refreshToken).where(eq(refreshToken.hash, sha256(token)));
      if (!row) return false;
      await revokeSession(row.codPessoa, row.familia);
      return true;
    },
    revokeSession,
  };
}
