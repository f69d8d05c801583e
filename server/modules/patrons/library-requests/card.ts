/**
 * A catalogue card (ficha catalográfica) as Brazilian libraries print it on the back of a
 * thesis's title page (AACR2 layout, NBR 14724): the author mark beside the heading, the
 * title statement, the extent, the notes, the numbered subjects with the added entries, and
 * the class number. Pure: the PDF (card-pdf.ts) draws what this returns.
 */
import type { RequestBody } from '../../../http/handlers';
import { cutterMark, splitAuthor } from './cutter';

type CardForm = RequestBody<'createCatalogueCardRequest'>;

export interface CardText {
  mark: string;
  heading: string;
  /** Paragraphs under the heading, indented: title statement, extent, notes. */
  paragraphs: string[];
  subjects: string;
  classification: string | null;
}

const WORK: Record<NonNullable<CardForm['tipo_trabalho']>, string> = {
  tcc: 'Trabalho de Conclusão de Curso (Graduação)',
  especializacao: 'Monografia (Especialização)',
  mestrado: 'Dissertação (Mestrado)',
  doutorado: 'Tese (Doutorado)',
  outro: 'Trabalho acadêmico',
};

/** "Souza, Ana Beatriz" from "Ana Beatriz Souza". */
export const invertedName = (name: string): string => {
  const { surname, forenames } = splitAuthor(name);
  return forenames ? `${surname}, ${forenames}` : surname;
};

const period = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function cardText(form: CardForm, institution: string): CardText {
  const authors = form.autores.split(';').map((a) => a.trim()).filter(Boolean);
  const year = form.ano ?? new Date().getFullYear();
  const responsibility = [authors.join(', '), form.orientador && `orientador: ${form.orientador}`, form.coorientador && `coorientador: ${form.coorientador}`]
    .filter(Boolean).join(' ; ');
  const title = form.subtitulo ? `${form.titulo} : ${form.subtitulo}` : form.titulo;
  const extent = form.total_paginas ? `${form.total_paginas} f.${form.ilustracoes ? ' : il.' : ''}` : null;
  const notes = [
    `${WORK[form.tipo_trabalho ?? 'outro']} – ${[institution, form.curso].filter(Boolean).join(', ')}, ${year}.`,
    form.orientador ? `Orientador: ${form.orientador}.` : null,
    form.pagina_inicial_bibliografia && form.pagina_final_bibliografia
      ? `Inclui bibliografia (f. ${form.pagina_inicial_bibliografia}-${form.pagina_final_bibliografia}).` : null,
  ].filter((n): n is string => !!n);
  const keywords = (form.palavras_chave ?? '').split(/[;,]/).map((k) => k.trim()).filter(Boolean);
  const added = [
    ...authors.slice(1).map(invertedName),
    ...(form.orientador ? [`${invertedName(form.orientador)}, orient.`] : []),
    ...(form.coorientador ? [`${invertedName(form.coorientador)}, coorient.`] : []),
    'Título',
  ];
  const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
  const subjects = [
    ...keywords.map((k, i) => `${i + 1}. ${period(k.charAt(0).toUpperCase() + k.slice(1))}`),
    ...added.map((a, i) => `${roman[i] ?? i + 1}. ${period(a)}`),
  ].join(' ');
  return {
    mark: cutterMark(form.autores, form.titulo),
    heading: period(invertedName(authors[0] ?? form.autores)),
    paragraphs: [period(`${title} / ${responsibility}. – ${year}`), ...(extent ? [period(extent)] : []), ...notes],
    subjects,
    classification: form.classificacao ?? null,
  };
}
