// The basket's calls: POST /acervo/exportar-cesta (a file of the chosen titles, or an
// e-mail with them) and POST /acervo/cesta-permanente (keep them in the personal area).
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { components } from '../../../../openapi/schema.gen';

export type ExportRequest = components['schemas']['ExportBasketRequest'];
export type ExportFormat = ExportRequest['dados'];
export type ExportResult = components['schemas']['ExportResult'];

export function exportTitles(request: ExportRequest): Promise<ExportResult> {
  return unwrap(api.POST('/acervo/exportar-cesta', { body: request }));
}

/** A file of these titles in this format. */
export const exportFile = (dados: ExportFormat, acervos: number[]): Promise<ExportResult> =>
  exportTitles({ tipo: 'arquivo', dados, acervos });

/** Saves these titles in the signed-in patron's permanent basket. */
export const saveToPermanentBasket = (acervos: number[]) => unwrap(api.POST('/acervo/cesta-permanente', { body: { acervos } }));
