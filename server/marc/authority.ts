/**
 * From a MARC 21 authority record to the columns of `autoridade`: the kind of heading
 * (the 12 types of spec §3, by the 1XX tag), the heading itself, its see (4XX) and see-also
 * (5XX) references, and its source and scope notes.
 */
import { numeroControle } from './control-number';
import { dataFields, dataFieldsMatching, distinct, heading } from './fields';
import type { MarcDataField, MarcRecord } from './types';

export const AUTORIDADE_TIPOS = [
  'pessoa', 'instituicao', 'evento', 'titulo_uniforme', 'assunto', 'assunto_geografico', 'genero_forma',
  'termo_cronologico', 'subdivisao_geral', 'subdivisao_genero', 'subdivisao_geografica', 'subdivisao_cronologica',
] as const;
export type AutoridadeTipo = (typeof AUTORIDADE_TIPOS)[number];

const BY_TAG: Record<string, AutoridadeTipo> = {
  100: 'pessoa', 110: 'instituicao', 111: 'evento', 130: 'titulo_uniforme', 148: 'termo_cronologico',
  150: 'assunto', 151: 'assunto_geografico', 155: 'genero_forma', 180: 'subdivisao_geral',
  181: 'subdivisao_geografica', 182: 'subdivisao_cronologica', 185: 'subdivisao_genero',
};

export interface AutoridadeValues {
  numeroControle: string;
  tipo: AutoridadeTipo;
  cabecalho: string;
  ver: string[];
  verTambem: string[];
  notas: string[];
  marc: MarcRecord;
}

/** Leader/06 'z' is an authority record; everything else is bibliographic (or holdings, not handled). */
export const isAuthority = (record: MarcRecord): boolean => record.leader[6] === 'z';

/** Notes worth showing: nonpublic general (667), source data found (670), not found (675), biography (678), scope (680), tracing (681). */
const NOTE_TAGS = ['667', '670', '675', '678', '680', '681'];

export function extractAuthority(record: MarcRecord): AutoridadeValues {
  const main = dataFieldsMatching(record, /^1\d\d$/).find((f) => BY_TAG[f.tag]);
  if (!main) throw new Error('no heading (1XX) of a known type');
  const cabecalho = heading(main, '0123456789');
  if (!cabecalho) throw new Error(`heading ${main.tag} is empty`);
  return {
    numeroControle: numeroControle(record),
    tipo: tipoOf(main),
    cabecalho,
    ver: distinct(dataFieldsMatching(record, /^4\d\d$/).map((f) => heading(f, '0123456789iw'))),
    verTambem: distinct(dataFieldsMatching(record, /^5\d\d$/).map((f) => heading(f, '0123456789iw'))),
    notas: dataFields(record, ...NOTE_TAGS).map((f) => f.subfields.filter((s) => !'0123456789'.includes(s.code)).map((s) => s.value.trim()).join(' ')).filter(Boolean),
    marc: record,
  };
}

/** A name with a title ($t, "Shakespeare, William. Hamlet") heads a work: a uniform title. */
function tipoOf(field: MarcDataField): AutoridadeTipo {
  if (/^1[01]\d$/.test(field.tag) && field.subfields.some((s) => s.code === 't')) return 'titulo_uniforme';
  return BY_TAG[field.tag];
}
