/**
 * Types of work (`tipo_obra`), derived from Leader/06 (type of record) and Leader/07
 * (bibliographic level), with a 502 dissertation note making a book a thesis. The seed
 * inserts TIPOS_OBRA as the `tipo_obra` rows; the importer ensures they exist.
 */
import { dataFields } from './fields';
import type { MarcRecord } from './types';

export interface TipoObra { codigo: number; descricao: string }

export const TIPOS_OBRA: readonly TipoObra[] = [
  { codigo: 1, descricao: 'Livro' }, // a/t + m, c, d
  { codigo: 2, descricao: 'Periódico' }, // a + s
  { codigo: 3, descricao: 'Mapa' }, // e, f
  { codigo: 4, descricao: 'Partitura' }, // c, d
  { codigo: 5, descricao: 'Gravação de som' }, // i (falada), j (musical)
  { codigo: 6, descricao: 'Vídeo / Filme' }, // g
  { codigo: 7, descricao: 'Recurso eletrônico' }, // m
  { codigo: 8, descricao: 'Material misto' }, // p
  { codigo: 9, descricao: 'Manuscrito' }, // t
  { codigo: 10, descricao: 'Artigo / Capítulo' }, // a + a (part of a monograph), a + b (part of a serial)
  { codigo: 11, descricao: 'Tese / Dissertação' }, // a or t + m, with a 502 note
  { codigo: 12, descricao: 'Material gráfico' }, // k (photos, posters, drawings)
  { codigo: 13, descricao: 'Objeto tridimensional' }, // r
  { codigo: 14, descricao: 'Kit' }, // o
  { codigo: 15, descricao: 'Recurso integrado' }, // a + i (loose-leaf, updating website)
  { codigo: 99, descricao: 'Outro' }, // anything else (blank or invalid Leader/06)
];

const BY_TYPE: Record<string, number> = {
  e: 3, f: 3, c: 4, d: 4, i: 5, j: 5, g: 6, m: 7, p: 8, k: 12, r: 13, o: 14,
};

export function tipoObraDe(record: MarcRecord): number {
  const type = record.leader[6];
  const level = record.leader[7];
  if (type === 'a' || type === 't') {
    if (level === 'a' || level === 'b') return 10;
    if (type === 'a' && level === 's') return 2;
    if (type === 'a' && level === 'i') return 15;
    if (dataFields(record, '502').length > 0) return 11;
    return type === 't' ? 9 : 1;
  }
  return BY_TYPE[type] ?? 99;
}

export const descricaoTipoObra = (codigo: number): string =>
  TIPOS_OBRA.find((t) => t.codigo === codigo)?.descricao ?? 'Outro';
