// The BR Code read back by pix-utils (an independent, maintained parser of the Central
// Bank's format, which checks the CRC itself), and the example of the Central Bank's
// BR Code manual reproduced byte for byte.
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { amountText } from '../money';
import { brCode, crc16, emvText } from './brcode';

const parsed = (code: string) => {
  const result = parsePix(code);
  if (hasError(result)) throw new Error(`pix-utils refused ${code}: ${JSON.stringify(result)}`);
  return result;
};

// Manual de Padrões para Iniciação do Pix (Banco Central), annex: a static code with a random key.
const MANUAL_EXAMPLE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('BR Code', () => {
  it("computes the manual example's CRC (1D3D) and the CRC-16/CCITT-FALSE check value", () => {
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(crc16('123456789')).toBe('29B1');
  });

  it("writes the manual's example payload exactly, apart from the point of initiation", () => {
    const ours = brCode({ key: '123e4567-e12b-12d1-a456-426655440000', txid: 'X', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' });
    // Ours always names the txid and the point of initiation (11, reusable static code).
    expect(ours.startsWith('000201010211265800')).toBe(true);
    expect(ours).toContain('5204000053039865802BR5913Fulano de Tal6008BRASILIA62050501X6304');
  });

  it('writes a static charge that pix-utils reads with key, amount, txid, merchant and CRC', () => {
    const code = brCode({ key: 'biblioteca@ufsc.br', txid: 'PIX0000000042', cents: 1250, merchantName: 'Biblioteca Universitária', merchantCity: 'Florianópolis' });
    expect(parsed(code)).toMatchObject({
      type: 'STATIC', pixKey: 'biblioteca@ufsc.br', txid: 'PIX0000000042', transactionAmount: 12.5, transactionCurrency: '986',
      countryCode: 'BR', merchantCategoryCode: '0000', merchantName: 'Biblioteca Universitaria', merchantCity: 'Florianopolis',
    });
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
    expect(crc16(code.slice(0, -4))).toBe(code.slice(-4));
  });

  it('writes a dynamic charge with the location URL (no scheme) and txid ***', () => {
    const code = brCode({ location: 'https://psp.example/qr/v2/9d36b84fc70b478fb95c12729b90ca25', cents: 450, merchantName: 'BU', merchantCity: 'Sao Paulo' });
    expect(parsed(code)).toMatchObject({ type: 'DYNAMIC', url: 'psp.example/qr/v2/9d36b84fc70b478fb95c12729b90ca25', merchantName: 'BU' });
    expect(code).toContain('010212');
    expect(code).toContain('62070503***');
    expect(code).toContain('54044.50');
  });

  it('is refused by pix-utils when one character changes (the CRC no longer matches)', () => {
    const code = brCode({ key: 'chave', txid: 'T1', cents: 100, merchantName: 'BU', merchantCity: 'X' });
    expect(hasError(parsePix(code.replace('1.00', '9.00')))).toBe(true);
  });

  it('keeps amounts in cents exact and texts to ASCII within their limits', () => {
    expect(amountText(5)).toBe('0.05');
    expect(amountText(100000)).toBe('1000.00');
    expect(amountText(1999)).toBe('19.99');
    expect(emvText('São João del-Rei — MG', 15)).toBe('Sao Joao del-Re');
    expect(() => brCode({ key: 'k', txid: 'with-dash', merchantName: 'a', merchantCity: 'b' })).toThrow(RangeError);
    expect(() => brCode({ key: 'k', txid: 'T', cents: 0, merchantName: 'a', merchantCity: 'b' })).toThrow(RangeError);
  });
});
