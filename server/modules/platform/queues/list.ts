/**
 * The one query shape of every staff queue (issue 36 item 6): kind, library, state, dates,
 * search, sort, page and "assigned to me", over the rows a queue's owner describes
 * (`QueueList`), with who took each item (`fila_atribuicao`) and its note history (the audit
 * trail's rows of the record, oldest first). A queue's owner registers its list with its
 * count (./index.ts); the moves stay the owner's own calls.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, isoTime, one, rows } from '../../../db/query';
import { badRequest, forbidden, notFound, unprocessable } from '../../../http/errors';
import type { QueryParams, ResponseBody } from '../../../http/handlers';
import type { StaffRole } from '../../../http/caller-types';

export const QUEUE_PAGE_SIZE = 25;

export interface QueueList {
  /**
   * The items as rows with at least: id (int), cod_pessoa, login, nome, tipo (text or null),
   * cod_biblioteca, desc_biblioteca, situacao, data (timestamptz) and busca (the text searched
   * besides the person's name and login). Filtered, sorted and paged from outside.
   */
  select: SQL;
  /** Every state, the open ones (the default filter), and the kinds (empty: one kind). */
  states: readonly string[];
  open: readonly string[];
  kinds: readonly string[];
  /** The audit rows' alvo_tipo of its moves: their notes are the item's history. */
  auditTarget: string;
  /** What a row shows beyond the shared columns. */
  item(row: Record<string, unknown>): { resumo: string; detalhe: string | null; proximas: readonly string[] };
}

export interface RegisteredQueue {
  id: string;
  roles: readonly StaffRole[];
  list?: QueueList;
}

type Page = ResponseBody<'listStaffQueue'>;
type Filters = QueryParams<'listStaffQueue'>;

/** The queue, when the caller's roles open it (admin opens every one). */
export function openQueue(queues: ReadonlyMap<string, RegisteredQueue>, id: string, roles: readonly StaffRole[]): RegisteredQueue & { list: QueueList } {
  const queue = queues.get(id);
  if (!queue?.list) throw notFound('error.queue-not-found');
  if (!roles.includes('admin') && !queue.roles.some((r) => roles.includes(r))) throw forbidden('error.staff-role-missing');
  return queue as RegisteredQueue & { list: QueueList };
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(list: QueueList, f: Filters, me: number): SQL {
  if (f.de && f.ate && f.de > f.ate) throw badRequest('error.dates-order');
  const parts: SQL[] = [];
  const state = f.situacao ?? 'abertas';
  // One open state (comments, deletions) is an equality: the (situacao, date) index then gives the page in order.
  if (state === 'abertas') parts.push(list.open.length === 1 ? sql`q.situacao = ${list.open[0]}` : sql`q.situacao = ANY(${sql.param([...list.open])}::text[])`);
  else if (state !== 'todas') parts.push(sql`q.situacao = ${state}`);
  if (f.tipo) parts.push(sql`q.tipo = ${f.tipo}`);
  if (f.biblioteca) parts.push(sql`q.cod_biblioteca = ${f.biblioteca}`);
  if (f.de) parts.push(sql`q.data >= ${f.de}::date`);
  if (f.ate) parts.push(sql`q.data < ${f.ate}::date + 1`);
  const text = f.q?.trim();
  if (text) {
    const like = likeOf(text);
    parts.push(sql`(q.nome ILIKE ${like} OR q.login ILIKE ${like} OR coalesce(q.busca, '') ILIKE ${like})`);
  }
  if (f.minhas) parts.push(sql`f.cod_pessoa = ${me}`);
  return parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``;
}

const ORDER: Record<NonNullable<Filters['ordem']>, SQL> = {
  antigas: sql`q.data, q.id`,
  recentes: sql`q.data DESC, q.id DESC`,
  nome: sql`q.nome, q.data, q.id`,
};

interface Row extends Record<string, unknown> {
  id: number; login: string; nome: string; tipo: string | null; cod_biblioteca: number | null; desc_biblioteca: string | null;
  situacao: string; data: string | Date; atribuido_login: string | null; atribuido_nome: string | null; atribuido_desde: string | Date | null;
}

export async function queuePage(ctx: AppContext, queue: RegisteredQueue & { list: QueueList }, f: Filters, me: number): Promise<Page> {
  const { db } = ctx.database;
  const { list } = queue;
  const page = f.pagina ?? 1;
  const from = sql`FROM (${list.select}) q LEFT JOIN fila_atribuicao f ON f.fila = ${queue.id} AND f.item_id = q.id
    LEFT JOIN pessoa fp ON fp.cod_pessoa = f.cod_pessoa`;
  const where = whereOf(list, f, me);
  const [found, count, libraries] = await Promise.all([
    rows<Row>(db, sql`SELECT q.*, fp.login AS atribuido_login, fp.nome AS atribuido_nome, f.desde AS atribuido_desde ${from} ${where}
      ORDER BY ${ORDER[f.ordem ?? 'antigas']} LIMIT ${QUEUE_PAGE_SIZE} OFFSET ${(page - 1) * QUEUE_PAGE_SIZE}`),
    one<{ n: number }>(db, sql`SELECT count(*)::int AS n ${from} ${where}`),
    rows<{ cod_biblioteca: number; desc_biblioteca: string; cod_campus: number }>(db, sql`
      SELECT cod_biblioteca, desc_biblioteca, cod_campus FROM biblioteca ORDER BY desc_biblioteca`),
  ]);
  const history = await notesOf(ctx, list.auditTarget, found.map((r) => r.id));
  return {
    total: count!.n, pagina: page, por_pagina: QUEUE_PAGE_SIZE,
    itens: found.map((r) => {
      const shown = list.item(r);
      return {
        id: Number(r.id), tipo: r.tipo ?? null, resumo: shown.resumo, detalhe: shown.detalhe, proximas: [...shown.proximas], login: r.login, nome: r.nome,
        cod_biblioteca: r.cod_biblioteca ?? null, desc_biblioteca: r.desc_biblioteca ?? null, situacao: r.situacao, data: isoTime(r.data),
        atribuido: r.atribuido_login ? { login: r.atribuido_login, nome: r.atribuido_nome!, desde: isoTime(r.atribuido_desde!) } : null,
        notas: history.get(Number(r.id)) ?? [],
      };
    }),
    opcoes: { tipos: [...list.kinds], situacoes: [...list.states], abertas: [...list.open], bibliotecas: libraries },
  };
}

type Note = Page['itens'][number]['notas'][number];

/** Each item's moves from the audit trail: who, when, to which state, with which note. */
async function notesOf(ctx: AppContext, target: string, ids: number[]): Promise<Map<number, Note[]>> {
  const byItem = new Map<number, Note[]>();
  if (!ids.length) return byItem;
  const found = await rows<{ alvo_id: string; quando: string | Date; autor: string | null; situacao: string | null; nota: string | null }>(ctx.database.db, sql`
    SELECT t.alvo_id, t.quando, a.login AS autor, t.depois->>'situacao' AS situacao,
           coalesce(t.depois->>'observacao', t.depois->>'resposta') AS nota
      FROM auditoria t LEFT JOIN pessoa a ON a.cod_pessoa = t.autor
     WHERE t.alvo_tipo = ${target} AND t.alvo_id = ANY(${sql.param(ids.map(String))}::text[])
     ORDER BY t.quando, t.id`);
  for (const r of found) {
    const id = Number(r.alvo_id);
    byItem.set(id, [...(byItem.get(id) ?? []), { quando: isoTime(r.quando), autor: r.autor, situacao: r.situacao, nota: r.nota }]);
  }
  return byItem;
}

/** Takes an item for the caller (from whoever had it) or lets it go: the caller's own, or anyone's for admin. */
export async function claimItem(ctx: AppContext, queue: RegisteredQueue & { list: QueueList }, id: number, take: boolean, me: number, admin: boolean) {
  const { db } = ctx.database;
  const exists = await one(db, sql`SELECT 1 FROM (${queue.list.select}) q WHERE q.id = ${id}`);
  if (!exists) throw notFound('error.queue-item-not-found');
  if (take) {
    await exec(db, sql`INSERT INTO fila_atribuicao (fila, item_id, cod_pessoa) VALUES (${queue.id}, ${id}, ${me})
      ON CONFLICT (fila, item_id) DO UPDATE SET cod_pessoa = excluded.cod_pessoa, desde = now()`);
  } else {
    const holder = await one<{ cod_pessoa: number }>(db, sql`SELECT cod_pessoa FROM fila_atribuicao WHERE fila = ${queue.id} AND item_id = ${id}`);
    if (holder && holder.cod_pessoa !== me && !admin) throw unprocessable('error.queue-claimed-by-other');
    await exec(db, sql`DELETE FROM fila_atribuicao WHERE fila = ${queue.id} AND item_id = ${id}`);
  }
  const now = await one<{ login: string; nome: string; desde: string | Date }>(db, sql`
    SELECT p.login, p.nome, f.desde FROM fila_atribuicao f JOIN pessoa p ON p.cod_pessoa = f.cod_pessoa
     WHERE f.fila = ${queue.id} AND f.item_id = ${id}`);
  return { atribuido: now ? { login: now.login, nome: now.nome, desde: isoTime(now.desde) } : null };
}
