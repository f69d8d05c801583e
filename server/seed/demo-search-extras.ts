/**
 * Demo data of the special searches (issue 25 item 5): the archive's repositories and
 * classifications (filters R and K, kept in the titles' dados_adicionais as the importer
 * keeps the other letters), normative acts' and case law's choices, the colours of the
 * types of work, and two titles made analytic records of one book (a 773 $w naming its 001).
 * Deterministic: the lowest title codes are chosen, so tests can find them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exec, rows } from '../db/query';
import { acervo } from '../db/schema';
import { writeBatch } from '../import/upsert';
import { extractTitle } from '../marc/extract';
import type { MarcRecord } from '../marc/types';
import type { SeedSize } from './marc-files';
import { insertRecords } from './sql';

const OPTIONS: { grupo: string; codigo: string; descricao: string }[] = [
  { grupo: 'arquivo-repositorio', codigo: 'ARQ-CENTRAL', descricao: 'Arquivo Central' },
  { grupo: 'arquivo-repositorio', codigo: 'ARQ-HISTORICO', descricao: 'Arquivo Histórico' },
  { grupo: 'arquivo-classificacao', codigo: '1;01', descricao: 'Administração geral' },
  { grupo: 'arquivo-classificacao', codigo: '1;01.02', descricao: 'Administração geral › Atas e reuniões' },
  { grupo: 'arquivo-classificacao', codigo: '2;02.01', descricao: 'Ensino › Registros acadêmicos' },
  { grupo: 'ato-tipo', codigo: 'portaria', descricao: 'Portaria' },
  { grupo: 'ato-tipo', codigo: 'resolucao', descricao: 'Resolução' },
  { grupo: 'ato-tipo', codigo: 'instrucao-normativa', descricao: 'Instrução normativa' },
  { grupo: 'ato-orgao', codigo: 'reitoria', descricao: 'Reitoria' },
  { grupo: 'ato-orgao', codigo: 'consuni', descricao: 'Conselho Universitário' },
  { grupo: 'ato-orgao', codigo: 'cepe', descricao: 'Conselho de Ensino, Pesquisa e Extensão' },
  { grupo: 'ato-situacao', codigo: 'vigente', descricao: 'Vigente' },
  { grupo: 'ato-situacao', codigo: 'revogado', descricao: 'Revogado' },
  { grupo: 'ato-situacao', codigo: 'alterado', descricao: 'Alterado' },
  { grupo: 'juris-tribunal', codigo: 'STF', descricao: 'Supremo Tribunal Federal' },
  { grupo: 'juris-tribunal', codigo: 'STJ', descricao: 'Superior Tribunal de Justiça' },
  { grupo: 'juris-tribunal', codigo: 'TST', descricao: 'Tribunal Superior do Trabalho' },
  { grupo: 'juris-tipo', codigo: 'acordao', descricao: 'Acórdão' },
  { grupo: 'juris-tipo', codigo: 'sumula', descricao: 'Súmula' },
  { grupo: 'juris-tipo', codigo: 'decisao-monocratica', descricao: 'Decisão monocrática' },
];

/** Colours of the types of work (tipo_obra.cor), as result lists and the staff screen show them. */
const COLOURS: Record<number, string> = {
  1: '#1F5FA8', 2: '#8A4B08', 3: '#2E7D32', 4: '#6A1B9A', 5: '#AD1457', 6: '#C62828', 7: '#00695C',
  8: '#5D4037', 9: '#4E342E', 10: '#283593', 11: '#37474F', 12: '#EF6C00', 13: '#558B2F', 14: '#6D4C41', 15: '#00838F', 99: '#616161',
};

/** Archival items: the first six titles, in two repositories and three classifications. */
const ARCHIVE = [
  { R: 'ARQ-CENTRAL', K: '1;01' }, { R: 'ARQ-CENTRAL', K: '1;01.02' }, { R: 'ARQ-CENTRAL', K: '2;02.01' },
  { R: 'ARQ-HISTORICO', K: '1;01' }, { R: 'ARQ-HISTORICO', K: '1;01.02' }, { R: 'ARQ-HISTORICO', K: '1;01.02' },
];

export async function seedSearchExtras(database: Database, size: SeedSize): Promise<void> {
  const { db } = database;
  await insertRecords(database, 'opcao_consulta', 'grupo text, codigo text, descricao text, ordem int',
    OPTIONS.map((o, ordem) => ({ ...o, ordem })), 'ON CONFLICT DO NOTHING');
  for (const [code, cor] of Object.entries(COLOURS)) {
    await exec(db, sql`UPDATE tipo_obra SET cor = ${cor} WHERE cod_tipo_obra = ${Number(code)} AND cor IS NULL`);
  }
  const first = await rows<{ cod_acervo: number }>(db, sql`SELECT cod_acervo FROM acervo ORDER BY cod_acervo LIMIT ${ARCHIVE.length}`);
  for (const [i, { cod_acervo }] of first.entries()) {
    const { R, K } = ARCHIVE[i];
    await exec(db, sql`UPDATE acervo SET dados_adicionais = dados_adicionais || ${JSON.stringify({ R: [R], K: [K] })}::jsonb,
      cod_tipo_area_conhec = ${Number(K.split(';')[0])}, rota = ${K.split(';')[1]} WHERE cod_acervo = ${cod_acervo}`);
  }
  // Two titles become analytic records of the first book: their 773 $w names its 001 (with its 003 agency).
  const books = await rows<{ cod_acervo: number; numero_controle: string; titulo: string }>(db, sql`
    SELECT cod_acervo, numero_controle, titulo FROM acervo WHERE cod_tipo_obra = 1 ORDER BY cod_acervo LIMIT 3`);
  if (books.length < 3) return;
  const [host, ...parts] = books;
  const [agency, own] = host.numero_controle.includes(':') ? host.numero_controle.split(':', 2) : ['', host.numero_controle];
  const link = { tag: '773', ind1: '0', ind2: ' ', subfields: [{ code: 't', value: host.titulo }, { code: 'w', value: `${agency ? `(${agency})` : ''}${own}` }] };
  for (const part of parts) {
    await exec(db, sql`UPDATE acervo SET marc = jsonb_set(marc, '{fields}', (marc->'fields') || ${JSON.stringify([link])}::jsonb)
      WHERE cod_acervo = ${part.cod_acervo}`);
  }
  // The full demo also catalogues two chapters of that book as records of their own, with no
  // copies (a chapter is read in its book): titles a cataloguer may give copies to.
  if (size !== 'full') return;
  const chapter = (n: number, title: string, author: string): MarcRecord => ({
    leader: '00000naa a2200000 a 4500',
    fields: [
      { tag: '001', value: `demo-capitulo-${own}-${n}` },
      { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: author }] },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: title }] },
      link,
    ],
  });
  const chapters = [chapter(1, 'Introdução: leitura e contexto', 'Silva, Ana Maria'), chapter(2, 'Notas sobre a recepção crítica', 'Souza, Carlos Eduardo')];
  await writeBatch(db, acervo, chapters.map((record, position) => ({ position, values: extractTitle(record) })));
}
