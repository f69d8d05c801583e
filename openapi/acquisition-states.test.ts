import { describe, expect, it } from 'vitest';
import {
  ACQUISITION_STATUSES, OPEN_ACQUISITION_STATUSES, PURCHASE_ORDER_STATUSES, isOpenStatus, startingStatus,
} from './acquisition-states';

describe('acquisition statuses (spec §3)', () => {
  it('names the fourteen statuses once', () => {
    expect(new Set(ACQUISITION_STATUSES).size).toBe(14);
  });

  it('starts a professor at purchase and anyone else at the library screening', () => {
    expect(startingStatus(true)).toBe('sugestao_compra');
    expect(startingStatus(false)).toBe('pre_sugestao');
    // Both starting points are open, so a new suggestion always counts against the limit (professors have none).
    expect(isOpenStatus(startingStatus(false))).toBe(true);
  });

  it('closes a suggestion once the library answered it, bought or not', () => {
    for (const closed of ['atendida', 'cancelada', 'duplicada', 'ja_existe', 'nao_atendida', 'nao_encontrada', 'esgotada', 'finalizada_incompleta']) {
      expect(isOpenStatus(closed)).toBe(false);
    }
    expect(isOpenStatus('aguardando_entrega')).toBe(true);
  });

  it('a purchase order is a suggestion past screening: never a pre-suggestion, a refusal or a duplicate', () => {
    expect(PURCHASE_ORDER_STATUSES).toContain('aguardando_entrega');
    for (const notOrdered of ['pre_sugestao', 'sugestao_compra', 'duplicada', 'ja_existe', 'nao_atendida', 'cancelada']) {
      expect(PURCHASE_ORDER_STATUSES).not.toContain(notOrdered);
    }
    expect(OPEN_ACQUISITION_STATUSES.every((s) => (ACQUISITION_STATUSES as readonly string[]).includes(s))).toBe(true);
  });
});
