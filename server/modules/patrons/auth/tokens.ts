/**
 * Access tokens: short-lived HS256 JWTs (ACCESS_TOKEN_TTL_SECONDS); one naming a session
 * (`sid`) stops working as soon as that session is revoked. Refresh tokens: opaque random
 * strings stored only as sha-256 hashes, rotated on every use. A family is one session
 * (one sign-in on one device): a user's access token names it (`sid`), logout revokes
 * it, a password change revokes the others.
 *
 * Reuse detection with a grace window (issue 21, RFC 9700 §4.14.2): a token's successor is
 * derived from it (an HMAC with the signing key), so a token presented again within
 * REFRESH_GRACE_SECONDS of its rotation answers the same successor — two tabs refreshing
 * at once both go on, with one session. Presented later, it revokes its whole family (the
 * usual sign that it was stolen).
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { sha256Hex } from '../../../core/hash';
import { sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../../../db/connect';
import { one, exec } from '../../../db/query';
import type { TokenService } from '../../../core/services';
import { serverKey } from '../../../core/server-keys';

export type { TokenService };


async function signingKey(database: Database, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  return new TextEncoder().encode(await serverKey(database, 'jwt', () => randomBytes(48).toString('base64url')));
}

export async function createTokenService(
  database: Database,
  opts: { jwtSecret: string | null; accessTtl: number; refreshTtl: number; graceSeconds?: number },
): Promise<TokenService> {
  const key = await signingKey(database, opts.jwtSecret);
  const grace = opts.graceSeconds ?? 30;
  const { db } = database;
  /** The successor every rotation of `token` yields: the same on every API node. */
  const successorOf = (token: string) => createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url');
  const revokeSession = async (codPessoa: number, family: string) => {
    await exec(db, sql`UPDATE refresh_token SET revogado_em = now()
      WHERE cod_pessoa = ${codPessoa} AND familia = ${family} AND revogado_em IS NULL`);
  };
  const sessionLive = async (codPessoa: number, family: string) => !!(await one(db, sql`SELECT 1 FROM refresh_token
      WHERE cod_pessoa = ${codPessoa} AND familia = ${family} AND revogado_em IS NULL LIMIT 1`));
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
        if (payload.scope === 'public') return { kind: 'public', clientId, ...(typeof payload.jti === 'string' ? { tokenId: payload.jti } : {}) };
        return null;
      } catch {
        return null;
      }
    },
    async issueRefresh(codPessoa, family) {
      const token = randomBytes(32).toString('base64url');
      await exec(db, sql`INSERT INTO refresh_token (hash, familia, cod_pessoa, expira_em)
        VALUES (${sha256Hex(token)}, ${family}, ${codPessoa}, now() + make_interval(secs => ${opts.refreshTtl}))`);
      return token;
    },
    async rotateRefresh(token) {
      const hash = sha256Hex(token);
      const next = successorOf(token);
      // One statement spends the token and stores its successor: of racing rotations one
      // wins, and the others find the successor already there.
      const won = await one<{ cod_pessoa: number; familia: string }>(db, sql`
        WITH spent AS (
          UPDATE refresh_token SET usado_em = now()
          WHERE hash = ${hash} AND usado_em IS NULL AND revogado_em IS NULL AND expira_em > now()
          RETURNING cod_pessoa, familia)
        INSERT INTO refresh_token (hash, familia, cod_pessoa, expira_em)
        SELECT ${sha256Hex(next)}, familia, cod_pessoa, now() + make_interval(secs => ${opts.refreshTtl}) FROM spent
        RETURNING cod_pessoa, familia`);
      if (won) return { codPessoa: won.cod_pessoa, family: won.familia, refreshToken: next };
      const row = await one<{ cod_pessoa: number; familia: string; used: boolean; revoked: boolean; in_grace: boolean; successor_live: boolean }>(db, sql`
        SELECT t.cod_pessoa, t.familia, t.usado_em IS NOT NULL AS used, t.revogado_em IS NOT NULL AS revoked,
               t.usado_em > now() - make_interval(secs => ${grace}) AS in_grace,
               EXISTS (SELECT 1 FROM refresh_token s WHERE s.hash = ${sha256Hex(next)} AND s.revogado_em IS NULL) AS successor_live
        FROM refresh_token t WHERE t.hash = ${hash}`);
      if (!row || row.revoked || !row.used) return null; // unknown, revoked or expired
      if (row.in_grace && row.successor_live) return { codPessoa: row.cod_pessoa, family: row.familia, refreshToken: next };
      // Used before, outside the grace window: a copy of the token is in other hands.
      await revokeSession(row.cod_pessoa, row.familia);
      return null;
    },
    async revokeRefresh(token) {
      const row = await one<{ cod_pessoa: number; familia: string }>(db,
        sql`SELECT cod_pessoa, familia FROM refresh_token WHERE hash = ${sha256Hex(token)}`);
      if (!row) return false;
      await revokeSession(row.cod_pessoa, row.familia);
      return true;
    },
    revokeSession,
  };
}
