import { describe, expect, it } from 'vitest';
import { cleanText, jsonText, sqlLiteral, sqlTextArray } from './sql';

describe('sqlLiteral', () => {
  it('doubles quotes and backslashes inside an E-string', () => {
    expect(sqlLiteral("O'Brien")).toBe("E'O''Brien'");
    expect(sqlLiteral('C:\\dados\\')).toBe("E'C:\\\\dados\\\\'");
    expect(sqlLiteral("\\'; DROP TABLE acervo; --")).toBe("E'\\\\''; DROP TABLE acervo; --'");
  });

  it('keeps accents and emoji as they are', () => {
    expect(sqlLiteral('Ação 📚 São Paulo — “citação”')).toBe("E'Ação 📚 São Paulo — “citação”'");
  });

  it('drops NUL and replaces lone surrogates, which PostgreSQL text refuses', () => {
    expect(sqlLiteral('a\0b')).toBe("E'ab'");
    expect(sqlLiteral('x\uD800y')).toBe("E'x\uFFFDy'");
    expect(cleanText('📚\uDC00')).toBe('📚\uFFFD');
  });

  it('writes numbers, booleans and null as SQL, never as strings', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(4.5)).toBe('4.5');
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it('parenthesises negative numbers so "x -" never turns into a comment', () => {
    expect(`1 -${sqlLiteral(-5)}`).toBe('1 -(-5)');
  });

  it('writes objects as JSON text with the same escaping', () => {
    expect(sqlLiteral({ titulo: "It's a \\ test" })).toBe(`E'{"titulo":"It''s a \\\\\\\\ test"}'`);
    expect(jsonText({ a: 'x\0' })).toBe('{"a":"x"}');
  });

  it('builds text arrays', () => {
    expect(sqlTextArray([])).toBe("'{}'::text[]");
    expect(sqlTextArray(["d'Ávila", 'b'])).toBe("ARRAY[E'd''Ávila',E'b']::text[]");
  });
});
