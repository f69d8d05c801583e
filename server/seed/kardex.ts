/**
 * The Kardex of the demo: issues (fasciculo) received by a library for the periodicals
 * (cod_tipo_obra 2). The minimal catalogue has no periodical, so when there are fewer than
 * six the seed tops up with titles carrying a series statement (490: monographic series,
 * issued in numbered parts), the closest thing to a serial it has. Quarterly or monthly
 * issues from 2022 to the third quarter of 2026; the latest issue and a few earlier ones
 * are late ('em_atraso', no arrival date). Deterministic: its own seeded generator.
 */
import type { Database } from '../db/connect';
import { createRandom } from './random';
import { insertJsonRows, queryRows } from './sql';

const KARDEX_SEED = 20260315;
const MAX_PERIODICALS = 12;
const MIN_TITLES = 6;
const FIRST_YEAR = 2022;
const LAST_YEAR = 2026;
/** Issues of the last year stop at its third quarter: the rest is not out yet. */
const LAST_MONTH = 9;

const MONTHS = ['jan.', 'fev.', 'mar.', 'abr.', 'maio', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];
const QUARTERS = [[1, 3], [4, 6], [7, 9], [10, 12]] as const;

interface IssueRow {
  cod_acervo: number; cod_biblioteca: number; ano: number; volume: string; numero: string; periodo: string;
  data_chegada: string | null; situacao: 'recebido' | 'em_atraso';
}

/** The titles that get a Kardex: periodicals first, then series, each with the library of its first copy. */
export async function kardexTitles(database: Database): Promise<{ cod_acervo: number; cod_biblioteca: number }[]> {
  const pick = (where: string, limit: number) => queryRows<{ cod_acervo: number; cod_biblioteca: number }>(database,
    `SELECT a.cod_acervo, coalesce((SELECT min(e.cod_biblioteca) FROM exemplar e WHERE e.cod_acervo = a.cod_acervo),
       (SELECT min(cod_biblioteca) FROM biblioteca)) AS cod_biblioteca
     FROM acervo a WHERE ${where} ORDER BY a.cod_acervo LIMIT ${limit}`);
  const periodicals = await pick('a.cod_tipo_obra = 2', MAX_PERIODICALS);
  if (periodicals.length >= MIN_TITLES) return periodicals;
  const series = await pick(`a.cod_tipo_obra <> 2 AND cardinality(a.serie) > 0`, MIN_TITLES - periodicals.length);
  return [...periodicals, ...series];
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, 28)).padStart(2, '0')}`;

export async function insertKardex(database: Database): Promise<number> {
  const random = createRandom(KARDEX_SEED);
  const titles = await kardexTitles(database);
  const rows: IssueRow[] = [];
  for (const { cod_acervo, cod_biblioteca } of titles) {
    const monthly = random.chance(0.3);
    const firstVolume = random.int(1, 40);
    const periods: [number, number][] = monthly ? MONTHS.map((_, i) => [i + 1, i + 1]) : QUARTERS.map(([a, b]) => [a, b]);
    const issues: IssueRow[] = [];
    for (let ano = FIRST_YEAR; ano <= LAST_YEAR; ano++) {
      periods.forEach(([from, to], i) => {
        if (ano === LAST_YEAR && to > LAST_MONTH) return;
        // Arrives a few weeks after the period ends (December issues arrive in January).
        const arrival = to === 12 ? iso(ano + 1, 1, random.int(5, 25)) : iso(ano, to + 1, random.int(3, 28));
        issues.push({
          cod_acervo, cod_biblioteca, ano, volume: `v. ${firstVolume + ano - FIRST_YEAR}`, numero: `n. ${i + 1}`,
          periodo: from === to ? `${MONTHS[from - 1]}` : `${MONTHS[from - 1]}/${MONTHS[to - 1]}`,
          data_chegada: arrival, situacao: 'recebido',
        });
      });
    }
    const late = new Set([issues.length - 1, random.int(0, issues.length - 2)]);
    for (const i of late) Object.assign(issues[i], { data_chegada: null, situacao: 'em_atraso' });
    rows.push(...issues);
  }
  await insertJsonRows(database, {
    into: 'fasciculo (cod_acervo, cod_biblioteca, ano, volume, numero, periodo, data_chegada, situacao)',
    select: 'r.cod_acervo, r.cod_biblioteca, r.ano, r.volume, r.numero, r.periodo, r.data_chegada::date, r.situacao',
    record: 'cod_acervo int, cod_biblioteca int, ano int, volume text, numero text, periodo text, data_chegada text, situacao text',
  }, rows);
  return rows.length;
}
