/** The sort choices and filter groups the search offers (/consulta/ordenacao, /consulta/filtros). */
import { SEARCH_LETTERS } from '../core';

export const SORT_OPTIONS = [
  { codigo: 'C', descricao: 'Relevância' },
  { codigo: 'D', descricao: 'Ano de publicação (mais recentes primeiro)' },
  { codigo: 'A', descricao: 'Ano de publicação (mais antigos primeiro)' },
] as const;

const FILTER_LABELS: Record<(typeof SEARCH_LETTERS)[number], string> = {
  B: 'Biblioteca', P: 'Assunto', A: 'Autor', S: 'Série', C: 'Classe de assunto', E: 'Editora', U: 'Campus',
  F: 'Forma / gênero', N: 'Nome como assunto', O: 'Obra / título uniforme', D: 'Período cronológico',
  L: 'Local de publicação', G: 'Assunto geográfico', M: 'Meio / suporte', T: 'Tipo de obra', Y: 'Ano de publicação',
  X: 'Disponibilidade online e acessibilidade', I: 'Idioma', R: 'Repositório do arquivo', K: 'Classificação do arquivo',
};

export const FILTER_TYPES = SEARCH_LETTERS.map((tipo, i) => ({
  tipo, descricao: FILTER_LABELS[tipo], ordem: i + 1, mostrarQtdOriginal: false,
}));
