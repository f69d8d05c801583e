/**
 * unAPI (https://web.archive.org/web/2015/http://unapi.info/specs/): Zotero's connector
 * finds <link rel="unapi-server"> and the <abbr class="unapi-id"> of each record, asks
 * /unapi?id=… for the formats (300 Multiple Choices) and fetches one. The formats are the
 * basket export's writers (server/marc), one builder per format.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { one } from '../../../db/query';
import { toOaiDcXml, toDublinCore } from '../../../marc/dublin-core';
import { toBibtex } from '../../../marc/export-bibtex';
import { exportEntry } from '../../../marc/export-entry';
import { toMods } from '../../../marc/export-mods';
import { toRis } from '../../../marc/export-ris';
import type { MarcRecord } from '../../../marc/types';
import { toMarcXml } from '../../../marc/write';
import { escapeXml } from '../../../core/markup';

interface UnapiTitle { cod_acervo: number; marc: MarcRecord; assuntos: string[]; classificacao: string | null; isbn: string[]; issn: string[]; edicao: string | null }

export const UNAPI_FORMATS = {
  ris: { type: 'application/x-research-info-systems', docs: 'https://en.wikipedia.org/wiki/RIS_(file_format)', write: (t: UnapiTitle) => toRis([entry(t)]) },
  bibtex: { type: 'text/x-bibtex; charset=utf-8', docs: 'http://www.bibtex.org/Format/', write: (t: UnapiTitle) => toBibtex([entry(t)]) },
  marcxml: { type: 'application/marcxml+xml', docs: 'http://www.loc.gov/standards/marcxml/', write: (t: UnapiTitle) => toMarcXml([t.marc]) },
  mods: { type: 'application/mods+xml', docs: 'http://www.loc.gov/standards/mods/', write: (t: UnapiTitle) => toMods([{ entry: entry(t), record: t.marc }]) },
  oai_dc: { type: 'application/xml', docs: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', write: (t: UnapiTitle) => toOaiDcXml(toDublinCore(t.marc)) },
} as const;
export type UnapiFormat = keyof typeof UNAPI_FORMATS;

const entry = (t: UnapiTitle) => exportEntry(t.cod_acervo, t.marc, t);

export function formatsXml(id?: string): string {
  const formats = Object.entries(UNAPI_FORMATS).map(([name, f]) =>
    `  <format name="${name}" type="${escapeXml(f.type.split(';')[0])}" docs="${escapeXml(f.docs)}" />`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<formats${id === undefined ? '' : ` id="${escapeXml(id)}"`}>`, ...formats, '</formats>', ''].join('\n');
}

export type UnapiAnswer = { status: number; type: string; body: string };

const isFormat = (name: string): name is UnapiFormat => Object.hasOwn(UNAPI_FORMATS, name);

export async function unapi(db: Db, id: string | undefined, format: string | undefined): Promise<UnapiAnswer> {
  const xml = 'application/xml; charset=utf-8';
  const text = 'text/plain; charset=utf-8';
  if (id === undefined || id === '') {
    if (format) return { status: 400, type: text, body: 'unAPI: a format needs an id' };
    return { status: 200, type: xml, body: formatsXml() };
  }
  const code = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const title = code === null ? null : await one<UnapiTitle>(db, sql`
    SELECT cod_acervo, marc, assuntos, classificacao, isbn, issn, edicao FROM acervo WHERE cod_acervo = ${code}`);
  if (!title) return { status: 404, type: text, body: 'unAPI: no title has this id' };
  if (format === undefined || format === '') return { status: 300, type: xml, body: formatsXml(id) };
  if (!isFormat(format)) return { status: 406, type: text, body: 'unAPI: unknown format' };
  const f = UNAPI_FORMATS[format];
  return { status: 200, type: f.type.includes('charset') ? f.type : `${f.type}; charset=utf-8`, body: f.write(title) };
}
