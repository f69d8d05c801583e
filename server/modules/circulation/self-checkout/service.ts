/**
 * The phone self-checkout (issue 39 item 3), the patron's side: a visit proven inside a
 * library (the entrance code or the library's network) is the short-lived presence grant the
 * phone borrows under, and the receipt shown at the exit. Each loan is the circulation core's
 * checkOut, the desk's rules and refusals, with the phone as its channel: this module only
 * adds its own conditions (the library and loan type allow it, the visit is open) inside the
 * core's transaction, and files the loan on the receipt there.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { UserCaller } from '../../../http/caller-types';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { exec, isoDate, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { recordAudit } from '../../platform';
import { checkOut } from '../core';
import { entranceSecret, settingsOf } from './settings';
import { isCurrentCode, receiptCode } from './entrance-code';
import { inRanges } from './network';

export type Receipt = ResponseBody<'getSelfCheckoutReceipt'>;

/** How long a proven presence lets the phone borrow. */
export const VISIT_MINUTES = 20;

interface VisitRow {
  cod_visita: number; cod_pessoa: number; cod_biblioteca: number; biblioteca: string; nome: string; prova: 'codigo' | 'rede';
  codigo: string; criada_em: string; expira_em: string; aberta: boolean;
}
interface ItemRow {
  cod_emprestimo: number; cod_exemplar: number; titulo: string; emprestado_em: string; data_devolucao_prevista: string; hora_devolucao_prevista: string | null;
}

/** A visit's receipt; `patron` limits it to that patron's own (another's is not found). */
export async function receiptOf(ex: Executor, where: { visit: number; patron?: number } | { code: string }): Promise<Receipt> {
  const visit = await one<VisitRow>(ex, sql`
    SELECT v.cod_visita, v.cod_pessoa, v.cod_biblioteca, b.desc_biblioteca AS biblioteca, p.nome, v.prova, v.codigo,
      v.criada_em::text AS criada_em, v.expira_em::text AS expira_em, v.expira_em > now() AS aberta
    FROM autoemprestimo_visita v JOIN biblioteca b ON b.cod_biblioteca = v.cod_biblioteca JOIN pessoa p ON p.cod_pessoa = v.cod_pessoa
    WHERE ${'code' in where ? sql`v.codigo = ${where.code.trim().toUpperCase()}` : sql`v.cod_visita = ${where.visit}
      ${where.patron === undefined ? sql`` : sql`AND v.cod_pessoa = ${where.patron}`}`}`);
  if (!visit) throw notFound('code' in where ? 'error.self-checkout-receipt-not-found' : 'error.self-checkout-visit-not-found');
  const items = await rows<ItemRow>(ex, sql`
    SELECT i.cod_emprestimo, m.cod_exemplar, a.titulo, i.emprestado_em::text AS emprestado_em,
      m.data_devolucao_prevista::text AS data_devolucao_prevista, to_char(m.hora_devolucao_prevista, 'HH24:MI') AS hora_devolucao_prevista
    FROM autoemprestimo_item i JOIN emprestimo m ON m.cod_emprestimo = i.cod_emprestimo
      JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar JOIN acervo a ON a.cod_acervo = e.cod_acervo
    WHERE i.cod_visita = ${visit.cod_visita} ORDER BY i.emprestado_em, i.cod_emprestimo`);
  return {
    cod_visita: visit.cod_visita, cod_biblioteca: visit.cod_biblioteca, biblioteca: visit.biblioteca, nome: visit.nome, prova: visit.prova,
    codigo: visit.codigo, criada_em: isoTime(visit.criada_em), expira_em: isoTime(visit.expira_em), aberta: visit.aberta,
    itens: items.map((i) => ({ ...i, emprestado_em: isoTime(i.emprestado_em), data_devolucao_prevista: isoDate(i.data_devolucao_prevista)! })),
  };
}

/** Which library the patron is inside: the one whose entrance code they scanned, or whose network they are on. */
async function provenLibrary(ctx: AppContext, ex: Executor, input: { cod_biblioteca?: number; codigo?: string }, address: string | undefined) {
  if (input.codigo !== undefined) {
    const library = input.cod_biblioteca;
    const settings = library === undefined ? undefined : await settingsOf(ex, library);
    if (library === undefined || !settings) throw unprocessable('error.self-checkout-code-stale');
    if (!settings.ativo) throw unprocessable('error.self-checkout-off');
    const { ms } = (await one<{ ms: number }>(ex, sql`SELECT (extract(epoch FROM now()) * 1000)::float8 AS ms`))!;
    if (!isCurrentCode(await entranceSecret(ctx), library, input.codigo, ms)) throw unprocessable('error.self-checkout-code-stale');
    return { library, proof: 'codigo' as const };
  }
  const libraries = await rows<{ cod_biblioteca: number; ativo: boolean; redes: string[] }>(ex, sql`
    SELECT cod_biblioteca, ativo, redes FROM autoemprestimo_biblioteca
    WHERE cardinality(redes) > 0 ${input.cod_biblioteca === undefined ? sql`` : sql`AND cod_biblioteca = ${input.cod_biblioteca}`}
    ORDER BY cod_biblioteca`);
  const inside = libraries.filter((l) => inRanges(address, l.redes));
  const open = inside.find((l) => l.ativo);
  if (open) return { library: open.cod_biblioteca, proof: 'rede' as const };
  throw unprocessable(inside.length > 0 ? 'error.self-checkout-off' : 'error.self-checkout-outside');
}

export async function startVisit(ctx: AppContext, caller: UserCaller, input: { cod_biblioteca?: number; codigo?: string }, address: string | undefined): Promise<Receipt> {
  return transaction(ctx, async (tx) => {
    const { library, proof } = await provenLibrary(ctx, tx, input, address);
    let visit: { cod_visita: number } | undefined;
    // A receipt code is random; on the rare clash with an earlier one, draw again.
    for (let tries = 0; !visit && tries < 5; tries++) {
      visit = await one<{ cod_visita: number }>(tx, sql`
        INSERT INTO autoemprestimo_visita (cod_pessoa, cod_biblioteca, prova, codigo, expira_em)
        VALUES (${caller.codPessoa}, ${library}, ${proof}, ${receiptCode()}, now() + make_interval(mins => ${VISIT_MINUTES}))
        ON CONFLICT (codigo) DO NOTHING RETURNING cod_visita`);
    }
    if (!visit) throw new Error('no free receipt code');
    await recordAudit(tx, {
      autor: caller.codPessoa, canal: 'telefone', acao: 'self-checkout.start', alvoTipo: 'autoemprestimo_visita', alvoId: visit.cod_visita,
      codPessoa: caller.codPessoa, depois: { cod_biblioteca: library, prova: proof, ...(proof === 'rede' ? { endereco: address } : {}) },
    });
    return receiptOf(tx, { visit: visit.cod_visita });
  });
}

/** Borrow the copy of `barcode` under the patron's open visit: the core's check-out, the phone its channel. */
export async function borrow(ctx: AppContext, caller: UserCaller, visitId: number, barcode: string): Promise<Receipt> {
  await receiptOf(ctx.database.db, { visit: visitId, patron: caller.codPessoa });
  await checkOut(ctx, caller.login, barcode, { phone: caller.codPessoa }, {
    channel: {
      admit: async (tx, copy) => {
        const visit = (await one<{ cod_biblioteca: number; aberta: boolean; ativo: boolean | null; tipos_emprestimo: string[] | null }>(tx, sql`
          SELECT v.cod_biblioteca, v.expira_em > now() AS aberta, s.ativo, s.tipos_emprestimo
          FROM autoemprestimo_visita v LEFT JOIN autoemprestimo_biblioteca s ON s.cod_biblioteca = v.cod_biblioteca
          WHERE v.cod_visita = ${visitId} FOR UPDATE OF v`))!;
        if (!visit.aberta) throw unprocessable('error.self-checkout-visit-expired');
        if (!visit.ativo) throw unprocessable('error.self-checkout-off');
        if (copy.cod_biblioteca !== visit.cod_biblioteca) throw unprocessable('error.self-checkout-other-library');
        if (!(visit.tipos_emprestimo ?? []).includes(copy.tipo_emprestimo)) throw unprocessable('error.self-checkout-type-not-allowed');
      },
      made: async (tx, loan) => {
        await exec(tx, sql`INSERT INTO autoemprestimo_item (cod_visita, cod_emprestimo) VALUES (${visitId}, ${loan.cod_emprestimo})`);
      },
    },
  });
  return receiptOf(ctx.database.db, { visit: visitId });
}
