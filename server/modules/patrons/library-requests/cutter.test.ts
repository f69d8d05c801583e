import { describe, expect, it } from 'vitest';
import { cutterMark, cutterNumber, splitAuthor, titleLetter } from './cutter';

describe('Cutter-Sanborn author marks from the three-figure table', () => {
  it('gives the table numbers of known names', () => {
    expect(cutterNumber('Santos')).toBe('237');
    expect(cutterNumber('Austen', 'Jane')).toBe('933');
    expect(cutterNumber('Dickens', 'Charles')).toBe('548');
    expect(cutterNumber('Shakespeare', 'William')).toBe('527');
    expect(cutterNumber('Christie', 'Agatha')).toBe('555');
    expect(cutterNumber('Melville', 'Herman')).toBe('531');
  });

  it('takes the entry that files just before a name not in the table, and entries with forenames', () => {
    expect(cutterNumber('Abbot', 'John')).toBe('127');
    expect(cutterNumber('Abbot', 'Mary')).toBe('128');
    expect(cutterNumber('Abbott')).toBe('131');
    // Accents do not change the filing: Sá, Araújo file as Sa, Araujo.
    expect(cutterNumber('Araújo')).toBe(cutterNumber('Araujo'));
  });

  it('reads the surname of Portuguese names, and skips articles in the title', () => {
    expect(splitAuthor('Ana Beatriz Souza')).toEqual({ surname: 'Souza', forenames: 'Ana Beatriz' });
    expect(splitAuthor('João da Silva Filho; Maria Lima')).toEqual({ surname: 'Silva Filho', forenames: 'João da' });
    expect(splitAuthor('Souza, Ana Beatriz')).toEqual({ surname: 'Souza', forenames: 'Ana Beatriz' });
    expect(titleLetter('O cortiço')).toBe('c');
    expect(titleLetter('A')).toBe('a');
    expect(titleLetter('Análise de redes')).toBe('a');
  });

  it('writes the whole mark', () => {
    expect(cutterMark('Ana Santos', 'O ensino de física')).toBe('S237e');
    expect(cutterMark('Jane Austen', 'Pride and prejudice')).toBe('A933p');
  });
});
