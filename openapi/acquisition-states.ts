/**
 * The fourteen acquisition-request statuses of spec §3, named once for both halves (as
 * circulation-states.ts names the circulation ones), and the groups the rules read:
 * which statuses are still open (they count against a patron's open-suggestion limit) and
 * which mean the library placed a purchase order (the personal area's "Purchase orders").
 */
import type { components } from './schema.gen';

export type AcquisitionStatusCode = components['schemas']['AcquisitionStatus']['codigo'];

export const ACQUISITION_STATUSES = [
  'pre_sugestao', 'sugestao_compra', 'em_cotacao', 'pregao', 'aguardando_entrega', 'parcialmente_atendida', 'atendida',
  'finalizada_incompleta', 'esgotada', 'nao_encontrada', 'ja_existe', 'duplicada', 'nao_atendida', 'cancelada',
] as const satisfies readonly AcquisitionStatusCode[];

/** Still in the library's hands: these count against the open-suggestion limit. */
export const OPEN_ACQUISITION_STATUSES: readonly AcquisitionStatusCode[] = [
  'pre_sugestao', 'sugestao_compra', 'em_cotacao', 'pregao', 'aguardando_entrega', 'parcialmente_atendida',
];

/** The library turned the suggestion into a purchase: quoted, tendered, ordered, delivered or ended as an order. */
export const PURCHASE_ORDER_STATUSES: readonly AcquisitionStatusCode[] = [
  'em_cotacao', 'pregao', 'aguardando_entrega', 'parcialmente_atendida', 'atendida', 'finalizada_incompleta', 'esgotada',
];

/** Where a patron's suggestion starts: a professor's goes straight to purchase (spec §6), others are screened first. */
export const startingStatus = (professor: boolean): AcquisitionStatusCode => (professor ? 'sugestao_compra' : 'pre_sugestao');

export const isOpenStatus = (status: string): boolean => (OPEN_ACQUISITION_STATUSES as readonly string[]).includes(status);
