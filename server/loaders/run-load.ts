/** One loader run by name, wherever it runs: this process (cli.ts) or the running server (its admin socket's `load`). */
import path from 'node:path';
import type { Database } from '../db/connect';
import { ACADEMIC_KIND_NAMES, loadAcademic } from './academic';
import { CIRCULATION_KIND_NAMES, CIRCULATION_PRESETS, loadCirculationState, type CirculationKind } from './circulation-state';
import type { LoadEvent, LoadResult } from './csv';
import { loadPatrons } from './patrons';

export interface LoadRequest {
  loader: 'patrons' | 'academic' | 'circulation-state'; kind?: string; file: string; mapping?: Record<string, string>;
  /** circulation-state: a preset of column names (koha). */
  preset?: string;
  /** circulation-state: check and report each line, write nothing. */
  dryRun?: boolean;
  /** patrons: refuse rows without an e-mail address (they are loaded with a warning otherwise). */
  requireEmail?: boolean;
}

const LOADERS = ['patrons', 'academic', 'circulation-state'];

export function checkLoadRequest(input: unknown): LoadRequest {
  const r = (input ?? {}) as Partial<LoadRequest>;
  if (!LOADERS.includes(r.loader as string)) throw new Error(`load needs { loader: ${LOADERS.join('|')} }`);
  if (typeof r.file !== 'string' || !path.isAbsolute(r.file)) throw new Error('load needs { file: absolute path }');
  if (r.loader === 'academic' && (typeof r.kind !== 'string' || !ACADEMIC_KIND_NAMES.includes(r.kind))) {
    throw new Error(`load academic needs { kind: ${ACADEMIC_KIND_NAMES.join('|')} }`);
  }
  if (r.loader === 'circulation-state' && (typeof r.kind !== 'string' || !(CIRCULATION_KIND_NAMES as string[]).includes(r.kind))) {
    throw new Error(`load circulation-state needs { kind: ${CIRCULATION_KIND_NAMES.join('|')} }`);
  }
  if (r.preset !== undefined && (typeof r.preset !== 'string' || !(r.preset in CIRCULATION_PRESETS))) {
    throw new Error(`load needs { preset: ${Object.keys(CIRCULATION_PRESETS).join('|')} }`);
  }
  const mapping = r.mapping ?? {};
  if (typeof mapping !== 'object' || Object.values(mapping).some((v) => typeof v !== 'string')) throw new Error('load needs { mapping: { field: column } }');
  return {
    loader: r.loader as LoadRequest['loader'], kind: r.kind, file: r.file, mapping, preset: r.preset,
    dryRun: r.dryRun === true, requireEmail: r.requireEmail === true,
  };
}

export function runLoad(database: Database, request: LoadRequest, emit: (event: LoadEvent) => void): Promise<LoadResult> {
  if (request.loader === 'circulation-state') {
    return loadCirculationState(database, {
      kind: request.kind as CirculationKind, file: request.file, mapping: request.mapping, preset: request.preset, dryRun: request.dryRun,
    }, emit);
  }
  return request.loader === 'patrons'
    ? loadPatrons(database, request.file, request.mapping ?? {}, emit, { requireEmail: request.requireEmail })
    : loadAcademic(database, request.kind!, request.file, request.mapping ?? {}, emit);
}
