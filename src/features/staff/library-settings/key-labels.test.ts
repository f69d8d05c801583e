import { describe, expect, it } from 'vitest';
import { distinctLabels, keyLabels } from './key-labels';

describe('the matrix keys\' labels', () => {
  it('adds the code only to names that are not unique (case and spaces aside)', () => {
    const labels = distinctLabels([{ code: '07', name: 'Curso técnico' }, { code: '21', name: 'curso técnico ' }, { code: '01', name: 'Graduação' }]);
    expect([...labels]).toEqual([['07', 'Curso técnico (07)'], ['21', 'curso técnico  (21)'], ['01', 'Graduação']]);
  });

  it('labels libraries and categories of a matrix', () => {
    const { libraries, categories } = keyLabels({
      bibliotecas: [{ cod_biblioteca: 1, desc_biblioteca: 'Central' }, { cod_biblioteca: 2, desc_biblioteca: 'Central' }],
      categorias: [{ codigo: '04', descricao: 'Professor' }],
    });
    expect(libraries.get(2)).toBe('Central (2)');
    expect(categories.get('04')).toBe('Professor');
  });
});
