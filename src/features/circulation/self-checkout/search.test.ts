import { describe, expect, it } from 'vitest';
import { parseSelfCheckoutSearch } from './search';

describe('the phone page address', () => {
  it('reads the entrance QR code link and an open visit', () => {
    expect(parseSelfCheckoutSearch({ biblioteca: '2', codigo: 'AB3DEF7H' })).toEqual({ biblioteca: 2, codigo: 'AB3DEF7H' });
    expect(parseSelfCheckoutSearch({ visita: 15, codigo: 'AB3DEF7H' })).toEqual({ visita: 15 });
  });

  it('ignores a code without its library, and values that are not codes or numbers', () => {
    expect(parseSelfCheckoutSearch({ codigo: 'AB3DEF7H' })).toEqual({});
    expect(parseSelfCheckoutSearch({ biblioteca: '1', codigo: '<script>' })).toEqual({});
    expect(parseSelfCheckoutSearch({ visita: '-3' })).toEqual({});
  });
});
