/** One loader run by name, wherever it runs: this process (cli.ts) or the running server (its admin socket's `load`). */
import path from 'node:path';
import type { Database } from '../db/connect';
import { ACADEMIC_KIND_NAMES, loadAcademic } from './academic';
import type { LoadEvent, LoadResult } from './csv';
import { loadPatrons } from './patrons';

export interface LoadRequest { loader: 'patrons' | 'academic'; kind?: string; file: string; mapping?: Record<string, string> }

export function checkLoadRequest(input: unknown): LoadRequest {
  const r = (input ?? {}) as Partial<LoadRequest>;
  if (r.loader !== 'patrons' && r.loader !== 'academic') throw new Error('load needs { loader: patrons|academic }');
  if (typeof r.file !== 'string' || !path.isAbsolute(r.file)) throw new Error('load needs { file: absolute path }');
  if (r.loader === 'academic' && (typeof r.kind !== 'string' || !ACADEMIC_KIND_NAMES.includes(r.kind))) {
    throw new Error(`load academic needs { kind: ${ACADEMIC_KIND_NAMES.join('|')} }`);
  }
  const mapping = r.mapping ?? {};
  if (typeof mapping !== 'object' || Object.values(mapping).some((v) => typeof v !== 'string')) throw new Error('load needs { mapping: { field: column } }');
  return { loader: r.loader, kind: r.kind, file: r.file, mapping };
}

export function runLoad(database: Database, request: LoadRequest, emit: (event: LoadEvent) => void): Promise<LoadResult> {
  return request.loader === 'patrons'
    ? loadPatrons(database, request.file, request.mapping ?? {}, emit)
    : loadAcademic(database, request.kind!, request.file, request.mapping ?? {}, emit);
}
