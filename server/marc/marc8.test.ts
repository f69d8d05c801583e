import { describe, expect, it } from 'vitest';
import { decodeMarc8 } from './marc8';

const bytes = (...parts: (string | number)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'number' ? [p] : [...Buffer.from(p, 'latin1')])));
const ESC = 0x1b;

describe('MARC-8 → Unicode', () => {
  it('puts an ANSEL diacritic after the letter it precedes and composes them', () => {
    expect(decodeMarc8(bytes(0xe2, 'e'))).toBe('é');
    expect(decodeMarc8(bytes('Fran', 0xf0, 'caise'))).toBe('Française');
    expect(decodeMarc8(bytes('M', 0xe8, 'unchen'))).toBe('München');
    expect(decodeMarc8(bytes(0xe1, 'a la'))).toBe('à la');
    expect(decodeMarc8(bytes(0xe2, 'Eglise'))).toBe('Église');
    // Two marks on one letter (Vietnamese ấ): both follow the base, in their order.
    expect(decodeMarc8(bytes(0xe3, 0xe2, 'a'))).toBe('ấ');
    expect(decodeMarc8(bytes(0xe2, 'e')).length).toBe(1); // NFC: one code point
  });

  it('maps the ANSEL special characters', () => {
    expect(decodeMarc8(bytes(0xa1, 'od', 0xb8))).toBe('Łodı');
    expect(decodeMarc8(bytes(0xa2, 0xb2, 0xa5, 0xb5, 0xa6, 0xb6))).toBe('ØøÆæŒœ');
    expect(decodeMarc8(bytes(0xc3, '2001 ', 0xc2, 0xc0, 0xc5, 0xc6, 0xb9))).toBe('©2001 ℗°¿¡£');
    expect(decodeMarc8(bytes('Stra', 0xc7, 'e ', 0xc8))).toBe('Straße €');
    expect(decodeMarc8(bytes(0xa7, 0xb7, 0xae, 0xb0))).toBe('\u02b9\u02ba\u02bc\u02bb'); // soft and hard signs, alif (LC: U+02BC), ayn
  });

  it('follows escape sequences to Cyrillic, Greek, Hebrew, Arabic and back to ASCII', () => {
    expect(decodeMarc8(bytes(ESC, '(N', 'mOSKWA', ESC, '(B', ' 1990'))).toBe('Москва 1990');
    expect(decodeMarc8(bytes(ESC, '(S', 'abd', ESC, 's', '!'))).toBe('αβγ!');
    expect(decodeMarc8(bytes(ESC, '(S', 0x22, 'a'))).toBe('ά'); // Greek acute precedes its base too
    expect(decodeMarc8(bytes(ESC, '(2', 0x60, 0x61, ESC, '(B'))).toBe('אב');
    expect(decodeMarc8(bytes(ESC, '(3', 0x47, 0x48))).toBe('اب');
    expect(decodeMarc8(bytes(ESC, ')Q', 0xe4, 0xc4))).toBe('Ёё'); // Extended Cyrillic as G1
  });

  it('decodes subscripts, superscripts and Greek symbols (technique 1)', () => {
    expect(decodeMarc8(bytes('H', ESC, 'b', '2', ESC, 's', 'O'))).toBe('H₂O');
    expect(decodeMarc8(bytes('m', ESC, 'p', '2', ESC, 's'))).toBe('m²');
    expect(decodeMarc8(bytes(ESC, 'g', 'a', ESC, 's', '-rays'))).toBe('α-rays');
  });

  it('decodes EACC (CJK) characters, three bytes each, as the LC code table gives them', () => {
    const eacc = (...b: number[]) => decodeMarc8(bytes(ESC, '$1', ...b));
    expect(eacc(0x21, 0x30, 0x21)).toBe('\u4e00'); // 一
    expect(eacc(0x21, 0x42, 0x73, 0x21, 0x43, 0x69)).toBe('日本');
    expect(eacc(0x69, 0x24, 0x22, 0x69, 0x25, 0x22)).toBe('\u3042\u30a2'); // hiragana a, katakana a
    expect(eacc(0x6f, 0x48, 0x5f, 0x6f, 0x5c, 0x65)).toBe('\uac00\ud55c'); // 가한 (hangul)
    expect(eacc(0x21, 0x23, 0x20)).toBe('\u3000'); // ideographic space
    expect(eacc(0x21, 0x75, 0x59)).toBe('\u{212c4}'); // beyond the BMP
  });

  it('reads EACC designated by ESC $ 1 and ESC $ , 1 into G0, mixed with ASCII and ANSEL', () => {
    // Romanised and original script side by side, as an 880 holds them.
    expect(decodeMarc8(bytes('T', 0xe2, 'oky', 0xe5, 'o ', ESC, '$1', 0x21, 0x44, 0x26, 0x21, 0x30, 0x61, ESC, '(B', ' 1990')))
      .toBe('Tókyō 東京 1990');
    expect(decodeMarc8(bytes(ESC, '$,1', 0x21, 0x30, 0x21, ESC, '(B', '!'))).toBe('一!');
    // ANSEL in G1 still works while G0 holds EACC: its mark waits across the escape for its letter.
    expect(decodeMarc8(bytes(ESC, '$1', 0x21, 0x30, 0x21, ' ', 0xe2, ESC, 's', 'e'))).toBe('一 é');
  });

  it('reads EACC designated into G1 (ESC $ ) 1), high bytes standing for the same characters', () => {
    expect(decodeMarc8(bytes('x ', ESC, '$)1', 0xa1, 0xb0, 0xa1, 0xa1, 0xc2, 0xf3, ' y'))).toBe('x 一日 y');
  });

  it('counts an undefined EACC position or a character cut short, and goes on', () => {
    const stats = { eacc: 0, undefined: 0 };
    expect(decodeMarc8(bytes(ESC, '$1', 0x21, 0x21, 0x21, 0x21, 0x30, 0x21, ESC, '(B', 'a'), stats)).toBe('\ufffd一a');
    expect(decodeMarc8(bytes(ESC, '$1', 0x21, 0x30), stats)).toBe('\ufffd');
    expect(stats).toEqual({ eacc: 2, undefined: 0 });
  });

  it('keeps subfield delimiters and does not carry a dangling mark across them', () => {
    // The stray acute stays in its subfield (here composing with the c before it), never reaching "d".
    expect(decodeMarc8(bytes(0x1f, 'aabc', 0xe2, 0x1f, 'bdef'))).toBe('\x1faab\u0107\x1fbdef');
  });
});
