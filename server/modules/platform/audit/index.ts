/**
 * The audit trail (issue 23 item 4): one call records one staff action or one change of a
 * patron's standing. Call it with the transaction that makes the change, so the record and
 * the change land together or not at all:
 *
 *   await recordAudit(tx, { autor: caller.codPessoa, acao: 'debt.waive', alvoTipo: 'multa',
 *     alvoId: String(id), codPessoa: patron, antes: { valor: 12.5 }, depois: { valor: 0 },
 *     motivo: body.motivo });
 *
 * `acao` is a dotted name, `<record>.<verb>` (item.create, item.update, item.withdraw,
 * patron.block, patron.unblock, debt.waive, debt.reduce, hold.place, hold.cancel,
 * loan.renew, rules.update, hours.update, closed-day.add, text.update, role.grant,
 * request.status, suggestion.status…). `autor` null means the system (an importer, a job).
 */
import { sql } from 'drizzle-orm';
import { exec, rows, type Executor } from '../../../db/query';
import type { Schema } from '../../../http/handlers';

export type AuditChannel = Schema<'AuditChannel'>;

export interface AuditEntry {
  autor: number | null;
  /** A SIP2 self-check terminal (terminal_sip2) that acted for the patron, autor then null. */
  terminal?: number | null;
  /**
   * The channel when not the staff's or the patron's screens (the contract's AuditChannel): 'telefone' for the
   * patron's own phone (self-checkout, autor the patron), 'sip2' for a terminal, 'pix' or 'pagtesouro' for
   * money a payment provider reported (autor null).
   */
  canal?: AuditChannel | null;
  acao: string;
  alvoTipo: string;
  alvoId?: string | number | null;
  codPessoa?: number | null;
  antes?: Record<string, unknown> | null;
  depois?: Record<string, unknown> | null;
  motivo?: string | null;
}

const json = (value: Record<string, unknown> | null | undefined) =>
  value == null ? null : JSON.stringify(value);

export async function recordAudit(ex: Executor, entry: AuditEntry): Promise<void> {
  await exec(ex, sql`
    INSERT INTO auditoria (autor, terminal_sip2, canal, acao, alvo_tipo, alvo_id, cod_pessoa, antes, depois, motivo)
    VALUES (${entry.autor}, ${entry.terminal ?? null}, ${entry.canal ?? null}, ${entry.acao}, ${entry.alvoTipo},
            ${entry.alvoId == null ? null : String(entry.alvoId)}, ${entry.codPessoa ?? null},
            ${json(entry.antes)}::jsonb, ${json(entry.depois)}::jsonb, ${entry.motivo ?? null})`);
}

/**
 * Who does a circulation change: a staff member (cod_pessoa), a SIP2 terminal acting for
 * the patron at a self-check machine, the patron on their own phone, or null (the command
 * line, the system).
 */
export type Actor = number | null | { terminal: number } | { phone: number } | { provider: 'pix' | 'pagtesouro' };

/** The audit row's autor, terminal and channel of an actor (the phone: the patron is the author, the channel 'telefone'; a payment provider: no author). */
export const actorOf = (actor: Actor): Pick<AuditEntry, 'autor' | 'terminal' | 'canal'> => {
  if (actor === null || typeof actor === 'number') return { autor: actor, terminal: null, canal: null };
  if ('terminal' in actor) return { autor: null, terminal: actor.terminal, canal: 'sip2' };
  return 'phone' in actor ? { autor: actor.phone, terminal: null, canal: 'telefone' } : { autor: null, terminal: null, canal: actor.provider };
};

/** What the trail recorded about a patron (their privacy export), who acted by login. */
export async function auditAbout(ex: Executor, codPessoa: number): Promise<Record<string, unknown>[]> {
  return rows<Record<string, unknown>>(ex, sql`
    SELECT t.quando, a.login AS autor, t.acao, t.alvo_tipo, t.alvo_id, t.antes, t.depois, t.motivo
    FROM auditoria t LEFT JOIN pessoa a ON a.cod_pessoa = t.autor WHERE t.cod_pessoa = ${codPessoa} ORDER BY t.quando DESC, t.id DESC`);
}
