/**
 * The network catalogue (Rede Pergamum) of the reference server, filled the way a real
 * one is: by harvesting each partner over OAI-PMH with the harvester
 * (server/modules/integration/harvest), from repositories replayed in-process (no network):
 * - the institutions the shipped MARC records come from (see PROVENANCE.md), each
 *   answering its own files as MARCXML (marc21) in pages joined by resumption tokens;
 * - Erasmus University's DSpace repository, from its recorded oai_dc answers
 *   (oai/erasmus-dspace/PROVENANCE.md): a first harvest, then an incremental one whose
 *   answer carries deleted records.
 * The partners are kept disabled (no schedule): their addresses are not harvestable
 * from here. 'minimal' keeps the first records of each file so tests stay fast.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exec } from '../db/query';
import { isAuthority } from '../marc/authority';
import { readMarcFile } from '../marc/read';
import type { MarcRecord } from '../marc/types';
import { generatedRepository, harvestPartner, recordedRepository, replayFetch, summaryLine, type HarvestTotals } from '../modules/integration';
import { demoMarcPath, type SeedSize } from './marc-files';

export const NETWORK_INSTITUTIONS: readonly { codEmpresa: number; descEmpresa: string; files: string[] }[] = [
  { codEmpresa: 101, descEmpresa: 'Library of Congress', files: ['bib/loc_mrrc-testbed_386.mrc', 'bib/loc_marc2bibframe2_99.mrc'] },
  { codEmpresa: 102, descEmpresa: 'National Library of New Zealand', files: ['bib/nlnz_1001.mrc'] },
  { codEmpresa: 103, descEmpresa: 'University of Florida', files: ['bib/uf-otl_lc-marcedit_536.mrc'] },
];

/** The recorded DSpace repository: its code, name, and the base URL its answers were recorded from. */
export const ERASMUS = { codEmpresa: 104, descEmpresa: 'Erasmus University Rotterdam (DSpace)', url: 'http://dspace.ubib.eur.nl/oai/' };

const PER_FILE: Record<SeedSize, number> = { full: Infinity, minimal: 60 };
const oaiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'oai');

/** The recorded Erasmus answers (identify + ListRecords, in recording order). */
export function erasmusRecording() {
  const dir = path.join(oaiDir, 'erasmus-dspace');
  const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
  return { identify: read('identify.xml'), listRecords: [read('listrecords-1-from-2003-04-10.xml'), read('listrecords-2-from-2004-01-01.xml')], prefix: 'oai_dc' };
}

async function recordsOf(files: string[], size: SeedSize): Promise<MarcRecord[]> {
  const out: MarcRecord[] = [];
  for (const file of files) {
    let n = 0;
    for await (const { record } of readMarcFile(demoMarcPath(file))) {
      if (n >= PER_FILE[size]) break;
      if (!record || isAuthority(record)) continue;
      out.push(record);
      n += 1;
    }
  }
  return out;
}

export async function seedNetwork(database: Database, size: SeedSize): Promise<number> {
  const { db } = database;
  const repositories: Parameters<typeof replayFetch>[0] = {};
  const partners: { codEmpresa: number; descEmpresa: string; url: string; prefixo: string }[] = [];
  for (const institution of NETWORK_INSTITUTIONS) {
    const url = `seed-replay://marc/${institution.codEmpresa}`;
    repositories[url] = generatedRepository({ name: institution.descEmpresa, base: url, records: await recordsOf(institution.files, size), datestamp: '2024-01-01T00:00:00Z' });
    partners.push({ ...institution, url, prefixo: 'marc21' });
  }
  repositories[ERASMUS.url] = recordedRepository(erasmusRecording(), size === 'minimal' ? 10 : 25);
  partners.push({ ...ERASMUS, prefixo: 'oai_dc' });
  for (const p of partners) {
    await exec(db, sql`INSERT INTO rede_instituicao (cod_empresa, desc_empresa) VALUES (${p.codEmpresa}, ${p.descEmpresa}) ON CONFLICT DO NOTHING`);
    await exec(db, sql`INSERT INTO rede_parceiro (cod_empresa, url, prefixo, ativo, intervalo_horas) VALUES (${p.codEmpresa}, ${p.url}, ${p.prefixo}, FALSE, 24)
      ON CONFLICT DO NOTHING`);
  }
  const options = {
    http: { fetch: replayFetch(repositories), timeoutMs: 30_000, retries: 0, backoffMs: 0, maxWaitMs: 0 },
    leaseSeconds: 60,
  };
  const runs: HarvestTotals[] = [];
  for (const p of partners) runs.push(await harvestPartner(db, p.codEmpresa, options));
  // The recorded repository answered again ten months later, with deletions: the incremental harvest.
  runs.push(await harvestPartner(db, ERASMUS.codEmpresa, options));
  const failed = runs.find((t) => t.outcome === 'failed');
  if (failed) throw new Error(`seeding the network catalogue: ${summaryLine(failed)}`);
  return runs.reduce((n, t) => n + t.added, 0);
}
