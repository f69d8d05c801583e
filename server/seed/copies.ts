/**
 * Copies (exemplar) for titles: how many, where, on which shelf, in which state. Shared by
 * the demo seed and the synthetic catalogue so both look alike.
 */
import type { Database } from '../db/connect';
import type { Random } from './random';
import { insertJsonRows } from './sql';

export type CopyState = 'disponivel' | 'emprestado' | 'reservado' | 'consulta_local' | 'em_processamento' | 'extraviado';

export interface CopyRow {
  cod_acervo: number;
  cod_biblioteca: number;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material_adicional: string | null;
  tipo_emprestimo: string;
  localizacao: string;
  colecao: string;
  situacao: CopyState;
}

export const COPY_RECORD =
  'cod_acervo int, cod_biblioteca int, volume text, tomo text, parte text, material_adicional text, ' +
  'tipo_emprestimo text, localizacao text, colecao text, situacao text';
export const COPY_INTO =
  'exemplar (cod_acervo, cod_biblioteca, volume, tomo, parte, material_adicional, tipo_emprestimo, localizacao, colecao, situacao)';
export const COPY_SELECT =
  'r.cod_acervo, r.cod_biblioteca, r.volume, r.tomo, r.parte, r.material_adicional, r.tipo_emprestimo, r.localizacao, r.colecao, r.situacao';

export const LOAN_TYPES = { normal: 'normal', special: 'especial (7 dias)', inLibrary: 'consulta local' } as const;

/** The loan types of the list (tipo_emprestimo, issue 35) the seed's copies are of: code, names in pt/en/es/fr/it, never lent. */
export const LOAN_TYPE_ROWS = [
  { codigo: LOAN_TYPES.normal, nome: { pt: 'Normal', en: 'Normal', es: 'Normal', fr: 'Normal', it: 'Normale' }, nao_emprestavel: false },
  { codigo: LOAN_TYPES.special, nome: { pt: 'Especial (7 dias)', en: 'Special (7 days)', es: 'Especial (7 días)', fr: 'Spécial (7 jours)', it: 'Speciale (7 giorni)' }, nao_emprestavel: false },
  {
    codigo: LOAN_TYPES.inLibrary, nome: { pt: 'Consulta local', en: 'In-library use only', es: 'Consulta en sala', fr: 'Consultation sur place', it: 'Consultazione in sede' },
    nao_emprestavel: true,
  },
];

/** The seed's loan types, added where missing: a copy's type is a code of the list (its foreign key). */
export async function ensureLoanTypes(database: Database): Promise<void> {
  await insertJsonRows(database, {
    into: 'tipo_emprestimo (codigo, nome, nao_emprestavel)', select: 'r.codigo, r.nome, r.nao_emprestavel',
    record: 'codigo text, nome jsonb, nao_emprestavel boolean', suffix: 'ON CONFLICT (codigo) DO NOTHING',
  }, LOAN_TYPE_ROWS);
}

const STATES: CopyState[] = ['disponivel', 'emprestado', 'reservado', 'em_processamento', 'extraviado'];
const STATE_WEIGHTS = [72, 20, 3, 3, 1];
const COLLECTIONS = ['Acervo geral', 'Reserva técnica', 'Coleção especial'];

export interface CopyOptions {
  /** Copies of one title, drawn from 1..maxCopies, fewer copies more likely. */
  maxCopies: number;
  /** Forces every copy's state (used to stage holds: a hold needs every copy out). */
  state?: CopyState;
}

/** The copies of one title, spread over one or two of the libraries. */
export function planCopies(random: Random, codAcervo: number, libraries: readonly number[], options: CopyOptions): CopyRow[] {
  const counts = [1, 2, 3, 4].slice(0, options.maxCopies);
  const count = random.weighted(counts, [45, 30, 15, 10].slice(0, counts.length));
  const homes = random.sample(libraries, random.chance(0.3) ? 2 : 1);
  // A few titles are multi-volume works: one copy per volume, sometimes split in tomes.
  const volumes = random.chance(0.06) ? random.int(2, 4) : 0;
  const tomes = volumes > 0 && random.chance(0.25);
  const collection = random.weighted(COLLECTIONS, [85, 10, 5]);
  const shelf = `Estante ${random.int(1, 48)} – ${random.int(1, 3)}º andar`;
  const rows: CopyRow[] = [];
  for (let i = 0; i < Math.max(count, volumes); i++) {
    const loanType = collection === 'Coleção especial' ? LOAN_TYPES.inLibrary
      : random.weighted([LOAN_TYPES.normal, LOAN_TYPES.special, LOAN_TYPES.inLibrary], [82, 12, 6]);
    rows.push({
      cod_acervo: codAcervo,
      cod_biblioteca: homes[i % homes.length],
      volume: volumes > 0 ? `v. ${(i % volumes) + 1}` : null,
      tomo: tomes ? `t. ${random.int(1, 2)}` : null,
      parte: volumes > 0 && random.chance(0.05) ? `pt. ${random.int(1, 3)}` : null,
      material_adicional: random.chance(0.03) ? random.pick(['CD-ROM', 'DVD', 'Mapa dobrado']) : null,
      tipo_emprestimo: options.state ? LOAN_TYPES.normal : loanType,
      localizacao: shelf,
      colecao: options.state ? 'Acervo geral' : collection,
      situacao: options.state ?? (loanType === LOAN_TYPES.inLibrary ? 'consulta_local' : random.weighted(STATES, STATE_WEIGHTS)),
    });
  }
  return rows;
}
