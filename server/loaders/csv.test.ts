import { describe, expect, it } from 'vitest';
import { HeaderError, decodeCsv, loadExitCode, mapHeader, parseCsv, parseDay, parseMapping } from './csv';

describe('reading CSV', () => {
  it('takes commas or semicolons, quotes with doubled quotes and line breaks, CRLF, and skips blank lines', () => {
    const table = parseCsv('a;b;c\r\n1;"x; ""y""";3\r\n\r\n4;"two\nlines";6\n');
    expect(table.header).toEqual(['a', 'b', 'c']);
    expect(table.rows).toEqual([{ line: 2, values: ['1', 'x; "y"', '3'] }, { line: 4, values: ['4', 'two\nlines', '6'] }]);
    expect(parseCsv('a,b\n1,2').rows).toEqual([{ line: 2, values: ['1', '2'] }]);
  });
  it('decodes UTF-8 (without its BOM), else Latin-1', () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x43, 0xc3, 0xa1]))).toBe('Cá');
    expect(decodeCsv(new Uint8Array([0x43, 0xe1]))).toBe('Cá');
  });
});

describe('the header mapping', () => {
  const fields = { login: { aliases: ['usuario'], required: true }, email: { aliases: ['e_mail'] } };
  it('finds fields by name or alias, ignoring case, accents and spaces', () => {
    expect(mapHeader(['Usuário', 'E-mail'], fields)).toEqual({ login: 0, email: 1 });
    expect(mapHeader(['x', 'LOGIN'], fields)).toEqual({ login: 1, email: undefined });
  });
  it('takes --map over the aliases, and names a missing required field', () => {
    expect(mapHeader(['matr', 'usuario'], fields, { login: 'matr' })).toEqual({ login: 0, email: undefined });
    expect(() => mapHeader(['nome'], fields)).toThrow(new HeaderError('the header has no column for: login'));
    expect(() => mapHeader(['login'], fields, { nope: 'x' })).toThrow(/unknown field in the mapping: nope/);
    expect(parseMapping('login=Matrícula,email=Correio')).toEqual({ login: 'Matrícula', email: 'Correio' });
  });
});

describe('rules of the loaders', () => {
  it('dates in ISO or Brazilian form, real days only', () => {
    expect(parseDay('2030-12-31')).toBe('2030-12-31');
    expect(parseDay('31/12/2030')).toBe('2030-12-31');
    expect(parseDay('31/02/2030')).toBeNull();
    expect(parseDay('12/2030')).toBeNull();
  });
  it('exit code 0 only for a file read whole with nothing skipped', () => {
    expect(loadExitCode({ read: 2, created: 2, updated: 0, skipped: 0, failed: null })).toBe(0);
    expect(loadExitCode({ read: 2, created: 1, updated: 0, skipped: 1, failed: null })).toBe(1);
    expect(loadExitCode({ read: 0, created: 0, updated: 0, skipped: 0, failed: null })).toBe(1);
    expect(loadExitCode({ read: 0, created: 0, updated: 0, skipped: 0, failed: 'no such file' })).toBe(1);
  });
});
