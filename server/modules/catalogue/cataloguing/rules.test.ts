import { describe, expect, it } from 'vitest';
import { normalizeItem, statusChangeRefusal, withdrawalRefusal } from './items';
import { imageTypeOf } from './record';

describe('a copy at the cataloguer\'s desk', () => {
  it('trims its fields and stores empty optional texts as null', () => {
    expect(normalizeItem({ codigo_barras: ' B-1 ', cod_biblioteca: 2, tipo_emprestimo: ' normal ', localizacao: '  ', volume: ' v. 2 ', tomo: null }))
      .toEqual({ codigo_barras: 'B-1', cod_biblioteca: 2, tipo_emprestimo: 'normal', localizacao: null, colecao: null, situacao: undefined,
        volume: 'v. 2', tomo: null, parte: null, numero_chamada: null });
  });

  it('lets a cataloguer set the status only of a copy out of circulation, and nothing of a withdrawn one', () => {
    expect(statusChangeRefusal('disponivel', 'em_processamento')).toBeNull();
    expect(statusChangeRefusal('emprestado', undefined)).toBeNull();
    expect(statusChangeRefusal('emprestado', 'emprestado')).toBeNull();
    expect(statusChangeRefusal('emprestado', 'extraviado')).toBe('error.item-in-circulation');
    expect(statusChangeRefusal('reservado', 'disponivel')).toBe('error.item-in-circulation');
    expect(statusChangeRefusal('baixado', undefined)).toBe('error.item-withdrawn');
  });

  it('withdraws a copy only when it is neither lent, nor set aside, nor withdrawn already', () => {
    expect(withdrawalRefusal('disponivel', false)).toBeNull();
    expect(withdrawalRefusal('extraviado', false)).toBeNull();
    expect(withdrawalRefusal('disponivel', true)).toBe('error.item-on-loan');
    expect(withdrawalRefusal('emprestado', false)).toBe('error.item-on-loan');
    expect(withdrawalRefusal('reservado', false)).toBe('error.item-set-aside');
    expect(withdrawalRefusal('baixado', false)).toBe('error.item-withdrawn');
  });
});

describe('an uploaded cover', () => {
  it('is a JPEG, PNG or WebP by its first bytes, whatever it is called', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(imageTypeOf(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});
