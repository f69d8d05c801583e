/**
 * The network catalogue (Rede Pergamum) of the reference server: the institutions the
 * shipped MARC records really come from (see PROVENANCE.md), each holding the records of
 * its own files. The demo library is not among them. 'minimal' keeps the first records of
 * each file so tests stay fast.
 */
import type { Database } from '../db/connect';
import { extractTitle } from '../marc/extract';
import { isAuthority } from '../marc/authority';
import { readMarcFile } from '../marc/read';
import { demoMarcPath, type SeedSize } from './marc-files';
import { insertRecords } from './sql';

export const NETWORK_INSTITUTIONS: readonly { codEmpresa: number; descEmpresa: string; files: string[] }[] = [
  { codEmpresa: 101, descEmpresa: 'Library of Congress', files: ['bib/loc_mrrc-testbed_386.mrc', 'bib/loc_marc2bibframe2_99.mrc'] },
  { codEmpresa: 102, descEmpresa: 'National Library of New Zealand', files: ['bib/nlnz_1001.mrc'] },
  { codEmpresa: 103, descEmpresa: 'University of Florida', files: ['bib/uf-otl_lc-marcedit_536.mrc'] },
];

const PER_FILE: Record<SeedSize, number> = { full: Infinity, minimal: 60 };

export async function seedNetwork(database: Database, size: SeedSize): Promise<number> {
  await insertRecords(database, 'rede_instituicao', 'cod_empresa int, desc_empresa text',
    NETWORK_INSTITUTIONS.map(({ codEmpresa, descEmpresa }) => ({ cod_empresa: codEmpresa, desc_empresa: descEmpresa })), 'ON CONFLICT DO NOTHING');
  let inserted = 0;
  for (const institution of NETWORK_INSTITUTIONS) {
    for (const file of institution.files) {
      const rows: object[] = [];
      for await (const { record } of readMarcFile(demoMarcPath(file))) {
        if (rows.length >= PER_FILE[size]) break;
        if (!record || isAuthority(record)) continue;
        try {
          const t = extractTitle(record);
          rows.push({
            cod_empresa: institution.codEmpresa, numero_controle: t.numeroControle, cod_tipo_obra: t.codTipoObra, titulo: t.titulo,
            autor: t.autor, ano_publicacao: t.anoPublicacao, idioma: t.idioma, marc: t.marc,
          });
        } catch {
          // A record the importer would skip is skipped here too.
        }
      }
      for (let i = 0; i < rows.length; i += 200) {
        const done = await insertRecords(database, 'rede_acervo',
          'cod_empresa int, numero_controle text, cod_tipo_obra int, titulo text, autor text, ano_publicacao int, idioma text, marc jsonb',
          rows.slice(i, i + 200), 'ON CONFLICT DO NOTHING RETURNING id');
        inserted += done.length;
      }
    }
  }
  return inserted;
}
