/**
 * Atom feeds (RFC 4287) of new acquisitions: the same list as the home page's new
 * acquisitions (listNewAcquisitions: titles with a copy acquired in the last `dias` days,
 * newest first), for the whole catalogue or narrowed to a library (filter B), a topical
 * subject (P) or a course's bibliography (NA_C). /feeds/novidades.atom?biblioteca=…|assunto=…|curso=…
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { one, rows } from '../../../db/query';
import { newAcquisitions } from '../../catalogue';
import { escapeXml } from '../../../core/markup';

export interface FeedQuery { biblioteca?: number; assunto?: string; curso?: number; dias: number }
export const FEED_ENTRIES = 50;
const DEFAULT_DAYS = 60;

export type FeedAnswer = { status: number; body: string };

/** The query string's values checked; null when one is malformed. */
export function parseFeedQuery(q: Record<string, unknown>): FeedQuery | null {
  const int = (v: unknown, max: number) => (typeof v === 'string' && /^\d{1,9}$/.test(v) && Number(v) >= 1 && Number(v) <= max ? Number(v) : null);
  const out: FeedQuery = { dias: DEFAULT_DAYS };
  for (const [key, value] of Object.entries(q)) {
    if (key === 'biblioteca' || key === 'curso') { const n = int(value, 2 ** 31 - 1); if (n === null) return null; out[key] = n; }
    else if (key === 'dias') { const n = int(value, 3660); if (n === null) return null; out.dias = n; }
    else if (key === 'assunto') {
      if (typeof value !== 'string' || !value.trim() || value.length > 200 || /[\u0000-\u001f\u007f]/.test(value)) return null;
      out.assunto = value.trim();
    } else return null;
  }
  return out;
}

const feedPath = (q: FeedQuery) => {
  const params = new URLSearchParams();
  if (q.biblioteca) params.set('biblioteca', String(q.biblioteca));
  if (q.assunto) params.set('assunto', q.assunto);
  if (q.curso) params.set('curso', String(q.curso));
  if (q.dias !== DEFAULT_DAYS) params.set('dias', String(q.dias));
  const text = params.toString();
  return `/feeds/novidades.atom${text ? `?${text}` : ''}`;
};

export async function acquisitionsFeed(db: Db, base: string, siteName: string, q: FeedQuery): Promise<FeedAnswer> {
  const names: string[] = [];
  if (q.biblioteca) {
    const lib = await one<{ nome: string }>(db, sql`SELECT desc_biblioteca AS nome FROM biblioteca WHERE cod_biblioteca = ${q.biblioteca}`);
    if (!lib) return { status: 404, body: 'no library has this code' };
    names.push(lib.nome);
  }
  if (q.curso) {
    const course = await one<{ nome: string }>(db, sql`SELECT nome FROM curso WHERE cod_curso = ${q.curso}`);
    if (!course) return { status: 404, body: 'no course has this code' };
    names.push(course.nome);
  }
  if (q.assunto) names.push(q.assunto);
  const filtros = [
    ...(q.biblioteca ? [`B:${q.biblioteca}`] : []), ...(q.assunto ? [`P:${q.assunto}`] : []), ...(q.curso ? [`NA_C:${q.curso}`] : []),
  ];
  const page = await newAcquisitions(db, { dias: q.dias, pagina: 1, quantPag: FEED_ENTRIES, filtros });
  const ids = page.data.map((t) => t.cod_acervo);
  // An entry is updated when its newest copy arrived or its record last changed, whichever is later.
  const dates = new Map((ids.length ? await rows<{ cod_acervo: number; updated: string }>(db, sql`
    SELECT a.cod_acervo, to_char(greatest(a.atualizado_em, max(e.data_aquisicao)::timestamptz) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated
    FROM acervo a JOIN exemplar e ON e.cod_acervo = a.cod_acervo
    WHERE a.cod_acervo = ANY(${sql.param(ids)}::int[]) GROUP BY a.cod_acervo, a.atualizado_em`) : []).map((r) => [r.cod_acervo, r.updated]));
  const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const updated = [...dates.values()].sort().at(-1) ?? now;
  const title = `Novas aquisições${names.length ? ` — ${names.join(' — ')}` : ''}`;
  const self = `${base}${feedPath(q)}`;
  const entries = page.data.map((t) => {
    const url = `${base}/acervo/${t.cod_acervo}`;
    const summary = [t.desc_tipo_obra, t.autor, t.ano_publicacao].filter(Boolean).join(' · ');
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(t.titulo)}</title>`,
      `    <updated>${dates.get(t.cod_acervo) ?? updated}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      ...(t.autor ? [`    <author><name>${escapeXml(t.autor)}</name></author>`] : []),
      `    <summary>${escapeXml(summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">',
    `  <id>${escapeXml(self)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(`Títulos com exemplares adquiridos nos últimos ${q.dias} dias`)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(siteName)}</name><uri>${escapeXml(`${base}/`)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${base}/`)}"/>`,
    `  <generator>Catálogo</generator>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
  return { status: 200, body };
}
