import { describe, expect, it } from 'vitest';
import { activeRules, failedPasswordRules, type PasswordRules } from './password-rules';

const ALL: PasswordRules = {
  length: { min: 8, max: 20 }, has_numbers: true, only_numbers: true, diff_case: true,
  special_char: true, diff_name: true, last_pw: 3,
};
const NONE: PasswordRules = {
  length: { min: 1, max: 500 }, has_numbers: false, only_numbers: false, diff_case: false,
  special_char: false, diff_name: false, last_pw: 0,
};
const NAME = 'Ana Beatriz de Souza';

describe('failedPasswordRules (spec §5)', () => {
  it('accepts a password that meets every active rule', () => {
    expect(failedPasswordRules(ALL, 'Biblioteca#2026', NAME)).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(failedPasswordRules(ALL, 'Ab#1', NAME)).toEqual(['length']);
    expect(failedPasswordRules(ALL, 'Abcdefg#h', NAME)).toEqual(['has_numbers']);
    expect(failedPasswordRules(ALL, '12345678', NAME)).toEqual(['only_numbers', 'diff_case', 'special_char']);
    expect(failedPasswordRules(ALL, 'abcdefg#1', NAME)).toEqual(['diff_case']);
    expect(failedPasswordRules(ALL, 'Abcdefg12', NAME)).toEqual(['special_char']);
    expect(failedPasswordRules(ALL, 'Abcdefg1-too-long-for-it', NAME)).toEqual(['length']);
  });

  it('refuses parts of the name, ignoring case, accents and short connectives', () => {
    expect(failedPasswordRules(ALL, 'xBEATRIZ#1', NAME)).toEqual(['diff_name']);
    expect(failedPasswordRules(ALL, 'Souza!2026', NAME)).toEqual(['diff_name']);
    expect(failedPasswordRules(ALL, 'Zé-Ribeiro1', 'José Ribeiro')).toEqual(['diff_name']);
    expect(failedPasswordRules(ALL, 'Jose@Livro1', 'José Ribeiro')).toEqual(['diff_name']);
    // "de" is too short to count as a part of the name; "Ana" has three letters, so it counts.
    expect(failedPasswordRules(ALL, 'Tudo de bom#1X', NAME)).toEqual([]);
    expect(failedPasswordRules(ALL, 'Banana#12', NAME)).toEqual(['diff_name']);
  });

  it('checks only the rules that are switched on', () => {
    expect(activeRules(NONE)).toEqual(['length']);
    expect(failedPasswordRules(NONE, '1234', NAME)).toEqual([]);
    expect(failedPasswordRules(NONE, '', NAME)).toEqual(['length']);
  });

  it('counts characters, not UTF-16 units', () => {
    const rules = { ...NONE, length: { min: 2, max: 3 } };
    expect(failedPasswordRules(rules, '😀😀😀', NAME)).toEqual([]);
  });

  it('accepts each special character of §5', () => {
    for (const c of '@!#$%&*()_-') expect(failedPasswordRules(ALL, `Livros${c}99`, NAME)).toEqual([]);
    expect(failedPasswordRules(ALL, 'Livros+99', NAME)).toEqual(['special_char']);
  });
});
