/**
 * The no-debts certificate (spec §1 Clearance statement, §4): what stands in its way (loans
 * out, holds, debts, open requests), issuing it — which separates the patron from the
 * library: no more loans, holds or requests, and the person's other sessions end — its
 * verification code, which anyone may check, and its PDF. The certificate row is the
 * separation itself (circulation/store.ts standingOf reads it).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { escapeHtml } from '../../../core/markup';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { exec, isoTime, one, rows, transaction, type Executor } from '../../../db/query';
import { OPEN_HOLD_ROWS, OPEN_LOAN_REQUESTS } from '../core';

type Check = ResponseBody<'checkNoDues'>;
type Blocker = Check['pendencias'][number];
type Certificate = ResponseBody<'issueNoDues'>;

/** What keeps a patron from the certificate, library by library. */
export async function blockers(ex: Executor, codPessoa: number): Promise<Blocker[]> {
  return rows<Blocker>(ex, sql`
    SELECT 'emprestimo' AS tipo, a.titulo AS descricao, x.cod_biblioteca, b.desc_biblioteca, 1 AS ordem, m.cod_emprestimo AS codigo
    FROM emprestimo m JOIN exemplar x ON x.cod_exemplar = m.cod_exemplar JOIN acervo a ON a.cod_acervo = x.cod_acervo
    JOIN biblioteca b ON b.cod_biblioteca = x.cod_biblioteca
    WHERE m.cod_pessoa = ${codPessoa} AND m.data_devolucao IS NULL
    UNION ALL
    SELECT 'multa', coalesce(a.titulo || ' — ', '') || f.motivo, f.cod_biblioteca, b.desc_biblioteca, 2, f.cod_multa
    FROM multa f JOIN biblioteca b ON b.cod_biblioteca = f.cod_biblioteca
    LEFT JOIN emprestimo m ON m.cod_emprestimo = f.cod_emprestimo LEFT JOIN exemplar x ON x.cod_exemplar = m.cod_exemplar
    LEFT JOIN acervo a ON a.cod_acervo = x.cod_acervo
    WHERE f.cod_pessoa = ${codPessoa} AND f.valor_multa - f.desconto - f.valor_pago > 0
    UNION ALL
    SELECT 'reserva', a.titulo, r.cod_biblioteca, b.desc_biblioteca, 3, r.cod_reserva
    FROM reserva r JOIN acervo a ON a.cod_acervo = r.cod_acervo JOIN biblioteca b ON b.cod_biblioteca = r.cod_biblioteca
    WHERE r.cod_pessoa = ${codPessoa} AND r.situacao IN ${OPEN_HOLD_ROWS}
    UNION ALL
    SELECT 'solicitacao', a.titulo, s.biblioteca_origem, b.desc_biblioteca, 4, s.cod_solicitacao
    FROM solicitacao_emprestimo s JOIN acervo a ON a.cod_acervo = s.cod_acervo JOIN biblioteca b ON b.cod_biblioteca = s.biblioteca_origem
    WHERE s.cod_pessoa = ${codPessoa} AND s.situacao IN ${OPEN_LOAN_REQUESTS}
    UNION ALL
    SELECT 'solicitacao', coalesce(o.dados->>'titulo', o.tipo), o.cod_biblioteca, b.desc_biblioteca, 5, o.cod_solicitacao
    FROM solicitacao o JOIN biblioteca b ON b.cod_biblioteca = o.cod_biblioteca
    WHERE o.cod_pessoa = ${codPessoa} AND o.situacao IN ${OPEN_LOAN_REQUESTS}
    ORDER BY ordem, codigo`).then((list) => list.map(({ tipo, descricao, cod_biblioteca, desc_biblioteca }) => ({
    tipo, descricao, cod_biblioteca, desc_biblioteca,
  })));
}

interface CertificateRow { codigo: string; nome: string; data_emissao: string | Date; sigla: string | null; instituicao: string | null }

export const CERTIFICATE_PDF_URL = '/api/unidade-informacao/nada-consta/pdf';

/** The declaration's words (Portuguese: it is the library's document), as HTML and as plain text. */
export function declarationText(row: Pick<CertificateRow, 'nome' | 'instituicao'>, issued: string): string {
  const day = issued.slice(0, 10).split('-').reverse().join('/');
  return `Declaramos, para os devidos fins, que ${row.nome} não possui pendências (empréstimos, reservas, `
    + `solicitações ou débitos) com as bibliotecas de ${row.instituicao ?? 'a instituição'} em ${day}, `
    + 'data em que foi desligado(a) das bibliotecas.';
}

const toCertificate = (row: CertificateRow): Certificate => {
  const issued = isoTime(row.data_emissao);
  return {
    numero: row.codigo, data_emissao: issued, nome: row.nome, url: CERTIFICATE_PDF_URL,
    html: `<p>${escapeHtml(declarationText(row, issued))}</p><p>Código de verificação: <strong>${escapeHtml(row.codigo)}</strong></p>`,
  };
};

async function certificateRow(ex: Executor, codPessoa: number): Promise<CertificateRow | undefined> {
  return one<CertificateRow>(ex, sql`
    SELECT n.codigo, n.nome, n.data_emissao, i.sigla, i.nome AS instituicao
    FROM nada_consta n LEFT JOIN instituicao i ON true WHERE n.cod_pessoa = ${codPessoa} LIMIT 1`);
}

export async function check(ctx: AppContext, codPessoa: number): Promise<Check> {
  const { db } = ctx.database;
  const issued = await certificateRow(db, codPessoa);
  const pendencias = issued ? [] : await blockers(db, codPessoa);
  return { pode_emitir: !issued && pendencias.length === 0, pendencias, certidao: issued ? toCertificate(issued) : null };
}

/** 12 characters without look-alikes (no 0/O, 1/I/L), in three groups: ~60 bits. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const newCode = (): string =>
  Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-');

/**
 * Issues the certificate, once: issuing again answers the one issued. The person's row is
 * locked first, so a loan or hold racing the issue either lands before (and blocks it) or
 * after (and is refused as the patron is separated).
 */
export async function issue(ctx: AppContext, codPessoa: number, session: string | undefined): Promise<Certificate> {
  return transaction(ctx, async (tx) => {
    const person = await one<{ nome: string }>(tx, sql`SELECT nome FROM pessoa WHERE cod_pessoa = ${codPessoa} FOR UPDATE`);
    if (!person) throw notFound('error.user-not-found');
    const existing = await certificateRow(tx, codPessoa);
    if (existing) return toCertificate(existing);
    if ((await blockers(tx, codPessoa)).length > 0) throw unprocessable('error.no-dues-pending');
    await exec(tx, sql`INSERT INTO nada_consta (cod_pessoa, codigo, nome) VALUES (${codPessoa}, ${newCode()}, ${person.nome})`);
    // Separated: every other session of the person ends (this one goes on to show the certificate).
    await exec(tx, sql`UPDATE refresh_token SET revogado_em = now()
      WHERE cod_pessoa = ${codPessoa} AND revogado_em IS NULL ${session ? sql`AND familia <> ${session}` : sql``}`);
    return toCertificate((await certificateRow(tx, codPessoa))!);
  });
}

export interface CertificateDocument { certificate: Certificate; institution: string; text: string }

export async function certificateDocument(ctx: AppContext, codPessoa: number): Promise<CertificateDocument> {
  const row = await certificateRow(ctx.database.db, codPessoa);
  if (!row) throw notFound('error.no-dues-not-issued');
  const certificate = toCertificate(row);
  return { certificate, institution: [row.instituicao, row.sigla ? `(${row.sigla})` : ''].filter(Boolean).join(' '), text: declarationText(row, certificate.data_emissao) };
}

/** What a third party learns from a code: valid or not, the holder's name and the date. Nothing else. */
export async function verify(ctx: AppContext, code: string): Promise<ResponseBody<'verifyNoDues'>> {
  const normalized = code.trim().toUpperCase();
  const row = await one<{ nome: string; data_emissao: string | Date }>(ctx.database.db, sql`
    SELECT nome, data_emissao FROM nada_consta WHERE codigo = ${normalized}`);
  return row ? { valido: true, nome: row.nome, data_emissao: isoTime(row.data_emissao) } : { valido: false, nome: null, data_emissao: null };
}
