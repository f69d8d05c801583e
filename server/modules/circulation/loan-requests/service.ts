/**
 * Loan requests (spec §3, §4, §5, §8): a patron asks for a copy on the shelf of one library
 * to be received at another library's desk, or at home where the category allows it. The
 * desk then moves it on: waiting → in transit → available → finished (or cancelled, or
 * not finished when never collected). Limits per patron come from the category's rules.
 */
import { sql } from 'drizzle-orm';
import { notForLoanType, titleOr404 } from '../../catalogue';
import type { AppContext } from '../../../context';
import { exec, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { isEmailAddress } from '../../../../openapi/email-address';
import { unprocessable, type MessageKey } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { COPY, OPEN_LOAN_REQUESTS, circulationBar, ruleOf, sanitizePhone } from '../core';
import { sameCombination, titleOffer } from '../holds';

type LoanRequest = ResponseBody<'createLoanRequest'>;

/** Where a request may be received (cod_local_recebimento). */
export const RECEIVING_PLACES = [
  { codigo: '1', descricao: 'Balcão de empréstimo' },
  { codigo: '2', descricao: 'Setor de referência' },
  { codigo: '3', descricao: 'Guarda-volumes (armário de retirada)' },
];

export interface LoanRequestRow {
  cod_solicitacao: number; cod_pessoa: number; cod_acervo: number; titulo: string;
  biblioteca_origem: number; desc_biblioteca_origem: string; biblioteca_recebimento: number; desc_biblioteca_recebimento: string;
  volume: string | null; tomo: string | null; parte: string | null; material_adicional: string | null;
  domicilio: boolean; pessoa_autorizada: string | null; data_solicitacao: string | Date; situacao: string;
  telefone: string; email: string; recebimento_textual: string | null; login: string; nome: string;
}

export const loanRequestSelect = sql`
  SELECT s.cod_solicitacao, s.cod_pessoa, s.cod_acervo, a.titulo, s.biblioteca_origem, o.desc_biblioteca AS desc_biblioteca_origem,
    s.biblioteca_recebimento, r.desc_biblioteca AS desc_biblioteca_recebimento, s.volume, s.tomo, s.parte, s.material_adicional,
    s.domicilio, s.pessoa_autorizada, s.data_solicitacao, s.situacao, s.telefone, s.email, s.recebimento_textual, p.login, p.nome
  FROM solicitacao_emprestimo s JOIN acervo a ON a.cod_acervo = s.cod_acervo JOIN pessoa p ON p.cod_pessoa = s.cod_pessoa
  JOIN biblioteca o ON o.cod_biblioteca = s.biblioteca_origem JOIN biblioteca r ON r.cod_biblioteca = s.biblioteca_recebimento`;

export const toLoanRequest = (r: LoanRequestRow): LoanRequest => ({
  cod_solicitacao: r.cod_solicitacao, cod_acervo: r.cod_acervo, titulo: r.titulo, biblioteca_origem: r.biblioteca_origem,
  desc_biblioteca_origem: r.desc_biblioteca_origem, biblioteca_recebimento: r.biblioteca_recebimento,
  desc_biblioteca_recebimento: r.desc_biblioteca_recebimento, volume: r.volume, tomo: r.tomo, parte: r.parte,
  material_adicional: r.material_adicional, domicilio: r.domicilio, pessoa_autorizada: r.pessoa_autorizada,
  data_solicitacao: isoTime(r.data_solicitacao), situacao: r.situacao as LoanRequest['situacao'],
});

/** Why the patron may not request this title now (limit, duplicate), or null. */
async function patronRefusal(ex: Executor, codPessoa: number, codAcervo: number): Promise<string | null> {
  const barred = await circulationBar(ex, codPessoa);
  if (barred) return barred;
  const rule = await ruleOf(ex, codPessoa);
  const open = (await one<{ total: number; mesmo: number }>(ex, sql`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE cod_acervo = ${codAcervo})::int AS mesmo
    FROM solicitacao_emprestimo WHERE cod_pessoa = ${codPessoa} AND situacao IN ${OPEN_LOAN_REQUESTS}`))!;
  if (open.mesmo > 0) return 'error.loan-request-duplicate';
  if (open.total >= rule.maxSolicitacoesAbertas) return 'error.loan-request-limit-exceeded';
  return null;
}

async function contact(ex: Executor, codPessoa: number): Promise<{ telefone: string | null; email: string | null }> {
  const row = await one<{ email: string | null; telefone: string | null }>(ex, sql`
    SELECT email, dados_pessoais->>'telefone' AS telefone FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
  return { telefone: row?.telefone ? sanitizePhone(row.telefone) : null, email: row?.email ?? null };
}

export async function libraries(ex: Executor) {
  return rows<{ cod_biblioteca: number; desc_biblioteca: string; cod_campus: number }>(ex, sql`
    SELECT cod_biblioteca, desc_biblioteca, cod_campus FROM biblioteca ORDER BY desc_biblioteca`);
}

export async function requestOptions(ctx: AppContext, codAcervo: number, codPessoa: number | null): Promise<ResponseBody<'getLoanRequestOptions'>> {
  const { db } = ctx.database;
  const offer = await titleOffer(db, codAcervo, async (options) => {
    if (!options.some((o) => o.disponiveis > 0)) return 'error.loan-request-unavailable';
    return codPessoa === null ? null : patronRefusal(db, codPessoa, codAcervo);
  });
  const rule = codPessoa !== null ? await ruleOf(db, codPessoa) : null;
  const prefill = codPessoa !== null ? await contact(db, codPessoa) : { telefone: null, email: null };
  return {
    ...offer, pode_solicitar: offer.motivo === null,
    bibliotecas_recebimento: await libraries(db), locais_recebimento: RECEIVING_PLACES,
    permite_domicilio: rule?.permiteDomicilio ?? false, ...prefill,
  };
}

/** Spec §5: phone (sanitised, then required) and e-mail pattern; a 422 key otherwise. */
export function contactFields(telefone: string, email: string): { telefone: string; email: string } {
  const phone = sanitizePhone(telefone).trim();
  if (!phone) throw unprocessable('error.phone-required');
  const address = email.trim();
  if (!isEmailAddress(address)) throw unprocessable('error.email-invalid');
  return { telefone: phone, email: address };
}

export async function createLoanRequest(ctx: AppContext, codPessoa: number, codAcervo: number, body: RequestBody<'createLoanRequest'>): Promise<LoanRequest> {
  return transaction(ctx, async (tx) => {
    await titleOr404(tx, codAcervo, { lock: true });
    // The patron's row too: two requests for different titles must not both slip under the limit.
    await exec(tx, sql`SELECT 1 FROM pessoa WHERE cod_pessoa = ${codPessoa} FOR NO KEY UPDATE`);
    const copies = await rows<{ situacao: string; nao_emprestavel: boolean }>(tx, sql`
      SELECT e.situacao, ${notForLoanType(sql`e.tipo_emprestimo`)} AS nao_emprestavel FROM exemplar e
      WHERE e.cod_acervo = ${codAcervo} AND e.cod_biblioteca = ${body.biblioteca_origem} AND ${sameCombination(body)}`);
    if (copies.length === 0) throw unprocessable('error.loan-request-option-invalid');
    if (!(await one(tx, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${body.biblioteca_recebimento}`))) {
      throw unprocessable('error.loan-request-library-invalid');
    }
    const { telefone, email } = contactFields(body.telefone, body.email);
    if (!RECEIVING_PLACES.some((p) => p.codigo === String(body.cod_local_recebimento))) throw unprocessable('error.loan-request-location-required');
    const rule = await ruleOf(tx, codPessoa);
    const address = body.recebimento_textual?.trim() || null;
    if (body.domicilio && !rule.permiteDomicilio) throw unprocessable('error.loan-request-home-not-allowed');
    if (body.domicilio && !address) throw unprocessable('error.loan-request-address-required');
    const refusal = await patronRefusal(tx, codPessoa, codAcervo);
    if (refusal) throw unprocessable(refusal as MessageKey);
    if (!copies.some((c) => c.situacao === COPY.onShelf && !c.nao_emprestavel)) {
      throw unprocessable('error.loan-request-unavailable');
    }
    const [row] = await rows<{ cod_solicitacao: number }>(tx, sql`
      INSERT INTO solicitacao_emprestimo (cod_pessoa, cod_acervo, biblioteca_origem, biblioteca_recebimento, volume, tomo, parte,
        material_adicional, telefone, email, cod_local_recebimento, pessoa_autorizada, domicilio, recebimento_textual)
      VALUES (${codPessoa}, ${codAcervo}, ${body.biblioteca_origem}, ${body.biblioteca_recebimento}, ${body.volume}, ${body.tomo},
        ${body.parte}, ${body.material_adicional}, ${telefone}, ${email}, ${body.cod_local_recebimento},
        ${body.pessoa_autorizada?.trim() || null}, ${body.domicilio}, ${body.domicilio ? address : null})
      RETURNING cod_solicitacao`);
    return toLoanRequest((await one<LoanRequestRow>(tx, sql`${loanRequestSelect} WHERE s.cod_solicitacao = ${row.cod_solicitacao}`))!);
  });
}

export async function listLoanRequests(ctx: AppContext, codPessoa: number, q: { dataIni?: string; dataFim?: string; status?: string }): Promise<LoanRequest[]> {
  const status = q.status && q.status !== 'todos' ? q.status : null;
  const list = await rows<LoanRequestRow>(ctx.database.db, sql`${loanRequestSelect}
    WHERE s.cod_pessoa = ${codPessoa}
      ${status ? sql`AND s.situacao = ${status}` : sql``}
      ${q.dataIni ? sql`AND s.data_solicitacao::date >= ${q.dataIni}::date` : sql``}
      ${q.dataFim ? sql`AND s.data_solicitacao::date <= ${q.dataFim}::date` : sql``}
    ORDER BY s.data_solicitacao DESC, s.cod_solicitacao DESC`);
  return list.map(toLoanRequest);
}
