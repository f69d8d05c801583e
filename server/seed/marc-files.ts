/** Where the shipped MARC files live (./marc, see PROVENANCE.md) and which ones each seed size loads. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type SeedSize = 'full' | 'minimal';

const marcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'marc');

/** Bibliographic files first, then authorities; 'minimal' keeps tests within seconds. */
export const DEMO_MARC_FILES: Record<SeedSize, string[]> = {
  full: [
    'bib/loc_marc2bibframe2_99.mrc', 'bib/loc_mrrc-testbed_386.mrc', 'bib/uf-otl_lc-marcedit_536.mrc', 'bib/nlnz_1001.mrc',
    'auth/lcsh_folio_5000.mrc', 'auth/lcnaf_mrrc-testbed_150.mrc',
  ],
  minimal: ['bib/loc_marc2bibframe2_99.mrc', 'auth/lcnaf_mrrc-testbed_150.mrc'],
};

export const demoMarcPath = (file: string) => path.join(marcDir, file);
