import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/errors';
import { csvField } from './audit-trail';
import { requiredReason } from './reason';

describe('the staff module rules', () => {
  it('writes CSV fields a spreadsheet reads back as they were, never as formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField('greve, "abonada"')).toBe('"greve, ""abonada"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-3')).toBe("'-3");
    expect(csvField({ total_a_pagar: 0 })).toBe('"{""total_a_pagar"":0}"');
    expect(csvField(12)).toBe('12');
  });

  it('asks for a reason that is not blank, trimmed', () => {
    expect(requiredReason('  Pedido por telefone ')).toBe('Pedido por telefone');
    for (const blank of ['', '   ', null, undefined]) {
      expect(() => requiredReason(blank)).toThrow(HttpError);
      try { requiredReason(blank); } catch (error) { expect([(error as HttpError).statusCode, (error as HttpError).message]).toEqual([422, 'error.reason-required']); }
    }
  });
});
