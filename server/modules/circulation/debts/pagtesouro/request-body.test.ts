import { describe, expect, it } from 'vitest';
import { addDaysTo, competenceOf, dueDateOf, paymentRequestBody, stateOf } from './request-body';

const input = {
  servico: '12345', referencia: 42, today: '2026-12-30', dueDays: 3, cpf: '529.982.247-25', nome: 'Ana Souza',
  cents: 450, urlRetorno: 'https://catalogo.example.edu/meupergamum/debitos', urlNotificacao: 'https://catalogo.example.edu/api/pagtesouro/notificacao/s',
};

describe('PagTesouro payment request body', () => {
  it('writes the competence as MMAAAA and the due date as DDMMAAAA, across a year end', () => {
    const body = paymentRequestBody(input);
    expect(body.competencia).toBe('122026');
    expect(body.vencimento).toBe('02012027');
  });

  it('counts due days over month ends and leap days', () => {
    expect(addDaysTo('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysTo('2027-02-28', 1)).toBe('2027-03-01');
    expect(dueDateOf(addDaysTo('2026-01-31', 0))).toBe('31012026');
    expect(competenceOf('2026-07-01')).toBe('072026');
    expect(() => competenceOf('30/12/2026')).toThrow(RangeError);
  });

  it('gives the amount as a decimal string from integer cents, never a float', () => {
    expect(paymentRequestBody({ ...input, cents: 450 }).valorPrincipal).toBe('4.50');
    expect(paymentRequestBody({ ...input, cents: 5 }).valorPrincipal).toBe('0.05');
    expect(paymentRequestBody({ ...input, cents: 123456 }).valorPrincipal).toBe('1234.56');
    expect(paymentRequestBody({ ...input, cents: 30 }).valorPrincipal).toBe('0.30');
    expect(() => paymentRequestBody({ ...input, cents: 4.5 })).toThrow(RangeError);
    expect(() => paymentRequestBody({ ...input, cents: 0 })).toThrow(RangeError);
  });

  it('sends the CPF as digits, the reference as text, the name within 45 characters, mode 1 with both addresses', () => {
    const body = paymentRequestBody({ ...input, nome: `  Maria\tda ${'Silva '.repeat(10)}` });
    expect(body).toMatchObject({
      codigoServico: '12345', referencia: '42', cnpjCpf: '52998224725', modoNavegacao: '1',
      urlRetorno: input.urlRetorno, urlNotificacao: input.urlNotificacao,
    });
    expect(body.nomeContribuinte.length).toBeLessThanOrEqual(45);
    expect(body.nomeContribuinte.startsWith('Maria da Silva')).toBe(true);
  });

  it("reads PagTesouro's situacao: final states by name, the rest still open", () => {
    expect(['CONCLUIDO', 'REJEITADO', 'CANCELADO', 'EXPIRADO'].map(stateOf)).toEqual(['concluido', 'rejeitado', 'cancelado', 'expirado']);
    expect(['CRIADO', 'INICIADO', 'SUBMETIDO', 'ALGO_NOVO'].map(stateOf)).toEqual(['aberto', 'aberto', 'aberto', 'aberto']);
  });
});
