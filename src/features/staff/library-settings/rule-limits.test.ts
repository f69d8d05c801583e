import { describe, expect, it } from 'vitest';
import { parseRule } from './rule-limits';

const texts = {
  dias_emprestimo: '14', max_emprestimos: '5', max_renovacoes: '3', multa_dia: '1,50', dias_suspensao_por_dia: '0',
  dias_retirada_reserva: '3', max_solicitacoes_abertas: '3', debito_maximo: '',
};
const flags = { renova_com_atraso: true, renova_com_debito: false, permite_domicilio: false };

describe('parseRule', () => {
  it('reads the typed values, a decimal comma and an empty optional limit', () => {
    expect(parseRule(texts, flags)).toEqual({
      invalid: [],
      rule: { dias_emprestimo: 14, max_emprestimos: 5, max_renovacoes: 3, multa_dia: 1.5, dias_suspensao_por_dia: 0, dias_retirada_reserva: 3, max_solicitacoes_abertas: 3, debito_maximo: null, ...flags },
    });
  });
  it('names every field out of the contract’s range, empty or not whole', () => {
    expect(parseRule({ ...texts, dias_emprestimo: '0', max_renovacoes: '2.5', multa_dia: '', dias_retirada_reserva: '61' }, flags))
      .toEqual({ rule: null, invalid: ['dias_emprestimo', 'max_renovacoes', 'multa_dia', 'dias_retirada_reserva'] });
  });
});
