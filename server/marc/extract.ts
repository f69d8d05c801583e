/**
 * From a bibliographic MARC record to the columns of `acervo` (drizzle keys of
 * server/db/schema.ts). Throws an Error whose message says why when a record cannot make a
 * title (no title at all, no control number); the importer skips it and reports the reason.
 */
import { numeroControle } from './control-number';
import { dadosAdicionais, mainHeading, SUBJECT_TAGS } from './additional-data';
import {
  controlValue, dataFields, dataFieldsMatching, distinct, firstSubfield, heading, joinClean, orNull, subfieldValues,
} from './fields';
import { idiomaDe } from './languages';
import { tipoObraDe } from './work-types';
import type { MarcDataField, MarcRecord } from './types';

export { extractAuthority, isAuthority } from './authority';

export interface AcervoValues {
  numeroControle: string;
  codTipoObra: number;
  titulo: string;
  autor: string | null;
  assuntos: string[];
  anoPublicacao: number | null;
  descricaoFisica: string | null;
  idioma: string | null;
  classificacao: string | null;
  edicao: string | null;
  editora: string | null;
  localPublicacao: string | null;
  isbn: string[];
  issn: string[];
  serie: string[];
  notas: string[];
  linkCapa: string | null;
  acessoRemoto: string | null;
  possuiAcessibilidade: boolean;
  dadosAdicionais: Record<string, string[]>;
  tipoContido: string | null;
  /** The 880 fields' text (original script: Arabic, Hebrew, CJK, Cyrillic…), searched with the title. */
  escritaOriginal: string[];
  marc: MarcRecord;
}

export function extractTitle(record: MarcRecord): AcervoValues {
  const publication = dataFields(record, '264').find((f) => f.ind2 === '1') ?? dataFields(record, '260')[0] ?? dataFields(record, '264')[0];
  const editora = orNull(unbracket(firstSubfield(publication, 'b')));
  const localPublicacao = orNull(unbracket(firstSubfield(publication, 'a')));
  const serie = distinct(dataFields(record, '490', '440', '830').map((f) => joinClean(subfieldValues(f, 'a'))));
  return {
    numeroControle: numeroControle(record),
    codTipoObra: tipoObraDe(record),
    titulo: titleOf(record),
    autor: orNull(dataFields(record, '100', '110', '111').map(mainHeading)[0] ?? dataFields(record, '700', '710', '711').map(mainHeading)[0]),
    assuntos: distinct(dataFieldsMatching(record, SUBJECT_TAGS).filter((f) => f.tag !== '653').map((f) => heading(f))
      .concat(dataFields(record, '653').flatMap((f) => subfieldValues(f, 'a').map((v) => joinClean([v]))))),
    anoPublicacao: yearOf(record, publication),
    descricaoFisica: orNull(joinClean(subfieldValues(dataFields(record, '300')[0] ?? EMPTY, 'abcefg'))),
    idioma: idiomaDe(record),
    classificacao: classificationOf(record),
    edicao: orNull(joinClean(subfieldValues(dataFields(record, '250')[0] ?? EMPTY, 'ab'))),
    editora,
    localPublicacao,
    isbn: distinct(dataFields(record, '020').flatMap((f) => subfieldValues(f, 'a')).map(cleanIsbn).filter((v): v is string => !!v)),
    issn: distinct(dataFields(record, '022').flatMap((f) => subfieldValues(f, 'a')).map(cleanIssn).filter((v): v is string => !!v)),
    serie,
    notas: dataFields(record, '500', '502', '504', '505', '520').map(noteOf).filter(Boolean),
    linkCapa: coverOf(record),
    acessoRemoto: isOnline(record) ? 'cr' : null,
    possuiAcessibilidade: dataFields(record, '341', '532').length > 0,
    dadosAdicionais: dadosAdicionais(record, { serie, editora, localPublicacao }),
    tipoContido: orNull(firstSubfield(dataFields(record, '336')[0], 'a')),
    escritaOriginal: originalScript(record),
    marc: record,
  };
}

/** Each 880's text subfields (not $6, the link, nor the numbered control subfields), joined. */
const originalScript = (record: MarcRecord): string[] =>
  distinct(dataFields(record, '880').map((f) => joinClean(f.subfields.filter((s) => !/^\d$/.test(s.code)).map((s) => s.value))));

const EMPTY: MarcDataField = { tag: '', ind1: ' ', ind2: ' ', subfields: [] };

/**
 * Joins title parts. Records without ISBD punctuation (common in Brazilian exports: $a
 * "Adivinhe quem sou eu" $b "Selvagens e perigosos") get it back between the parts, so
 * the title does not read as one run-on phrase.
 */
function joinTitle(parts: { code: string; value: string }[]): string {
  let text = '';
  for (const { code, value } of parts) {
    const v = value.trim();
    if (!v) continue;
    if (!text) { text = v; continue; }
    const punctuated = /[:;/=.,!?]$/.test(text);
    text += punctuated ? ` ${v}` : code === 'b' ? ` : ${v}` : `. ${v}`;
  }
  return joinClean([text]);
}

/** 245 $a $b $n $p; a record without a usable 245 falls back to its varying or uniform title. */
function titleOf(record: MarcRecord): string {
  for (const [tag, codes] of [['245', 'abnp'], ['245', 'k'], ['246', 'abnp'], ['130', 'anp'], ['240', 'anp'], ['740', 'anp']]) {
    const title = joinTitle((dataFields(record, tag)[0] ?? EMPTY).subfields.filter((sf) => codes.includes(sf.code)));
    if (title) return title;
  }
  throw new Error('no title (245 $a missing)');
}

/** 008/07-10 when it is a year, else the first 4-digit year of the publication date ("c2011", "[1995?]"). */
function yearOf(record: MarcRecord, publication: MarcDataField | undefined): number | null {
  const plausible = (y: number) => y >= 1000 && y <= new Date().getFullYear() + 5;
  const fixed = controlValue(record, '008')?.slice(7, 11) ?? '';
  if (/^\d{4}$/.test(fixed) && plausible(Number(fixed))) return Number(fixed);
  const dated = [publication, ...dataFields(record, '264', '260')];
  for (const field of dated) {
    const year = /(\d{4})/.exec(firstSubfield(field, 'c') ?? '')?.[1];
    if (year && plausible(Number(year))) return Number(year);
  }
  return null;
}

/** 050 $a $b, else 082 $a (without its '/' segmentation marks), else a local 090/099, 080 or 084. */
function classificationOf(record: MarcRecord): string | null {
  const lc = dataFields(record, '050')[0];
  if (lc) return orNull(joinClean([firstSubfield(lc, 'a') ?? '', firstSubfield(lc, 'b') ?? '']));
  const ddc = firstSubfield(dataFields(record, '082')[0], 'a');
  if (ddc) return orNull(ddc.replace(/\//g, '').trim());
  const local = dataFields(record, '090')[0];
  if (local) return orNull(joinClean([firstSubfield(local, 'a') ?? '', firstSubfield(local, 'b') ?? '']));
  for (const tag of ['099', '080', '084']) {
    const field = dataFields(record, tag)[0];
    if (field) return orNull(joinClean(subfieldValues(field, 'a')));
  }
  return null;
}

/** 505 often has no $a but enhanced $t/$r/$g parts. */
const noteOf = (f: MarcDataField): string =>
  (subfieldValues(f, 'a').join(' ') || (f.tag === '505' ? subfieldValues(f, 'gtr').join(' ') : '')).trim();

/** "Sem local", "sem editora" in the usual languages and abbreviations: not a place or publisher. */
const UNKNOWN = /^(s\.\s?[ln]\.?|[ls]\.\s?[ln]\.?|sine (loco|nomine)|(place of publication|publisher|producer) not identified|(local|editora?) n[ãa]o identificad[oa])$/i;

/**
 * Publisher and place lose ISBD punctuation and the brackets of supplied data: "[s.l." and
 * "s.n.]" were one bracketed statement cut by the subfield boundary.
 */
function unbracket(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let text = joinClean([value]);
  const opens = (text.match(/\[/g) ?? []).length;
  const closes = (text.match(/\]/g) ?? []).length;
  if (/^\[.*\]$/.test(text) && opens === 1 && closes === 1) text = text.slice(1, -1);
  else if (opens > closes) text = text.startsWith('[') ? text.slice(1) : `${text}]`;
  else if (closes > opens) text = text.endsWith(']') ? text.slice(0, -1) : text;
  text = text.trim();
  return UNKNOWN.test(text) ? undefined : text;
}

export function cleanIsbn(value: string): string | null {
  const token = /^[\s(]*([\dXx-]{10,17})/.exec(value)?.[1]?.replace(/-/g, '').toUpperCase();
  return token && /^(\d{9}[\dX]|\d{13})$/.test(token) ? token : null;
}

export function cleanIssn(value: string): string | null {
  const m = /(\d{4})-?(\d{3}[\dXx])/.exec(value);
  return m ? `${m[1]}-${m[2].toUpperCase()}` : null;
}

function coverOf(record: MarcRecord): string | null {
  for (const f of dataFields(record, '856')) {
    const url = firstSubfield(f, 'u');
    if (!url) continue;
    if (/cover|capa/i.test(firstSubfield(f, '3') ?? '') || /\.(jpe?g|png|gif|webp)(\?|$)/i.test(url)) return url.trim();
  }
  return null;
}

/** Online: an 856 to the resource itself (ind2 0) or a version of it (1), or 007 'cr' (remote computer resource). */
const isOnline = (record: MarcRecord): boolean =>
  dataFields(record, '856').some((f) => (f.ind2 === '0' || f.ind2 === '1') && !!firstSubfield(f, 'u')) ||
  record.fields.some((f) => f.tag === '007' && 'value' in f && f.value.startsWith('cr'));
