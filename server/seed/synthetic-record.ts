/**
 * One synthetic title as a complete (if minimal) MARC 21 record: leader, 001/005/008,
 * 020, 050, 100, 245, 264, 300, 341, 650s and 856s — so the MARC and Dublin Core views of a
 * synthetic title look like those of an imported one.
 */
import type { MarcDataField, MarcField, MarcRecord, MarcSubfield } from '../marc/types';
import type { Random } from './random';
import type { SyntheticModel, Template } from './synthetic-model';

export interface SyntheticTitle {
  record: MarcRecord;
  /** The list-level flags of spec §4's X filter: cover, online, accessibility. */
  cover: boolean;
  online: boolean;
  accessible: boolean;
}

const CURRENT_YEAR = 2026;
const field = (tag: string, ind1: string, ind2: string, ...pairs: [string, string][]): MarcDataField =>
  ({ tag, ind1, ind2, subfields: pairs.map(([code, value]): MarcSubfield => ({ code, value })) });

export function generateTitle(model: SyntheticModel, random: Random, n: number): SyntheticTitle {
  const template = random.pick(model.templates);
  const year = template.year === null ? null : Math.min(CURRENT_YEAR, template.year + random.int(-3, 3));
  const title = phrase(model, random, template.lang, model.titleLengths.draw(random));
  const subtitle = random.chance(model.subtitleShare) ? phrase(model, random, template.lang, random.int(2, 6)).toLocaleLowerCase() : null;
  const author = random.chance(model.authorShare) ? { surname: model.surnames.draw(random), forename: model.forenames.draw(random) } : null;
  const isbn = year !== null && year >= 1970 && random.chance(0.55) ? isbn13(random, template.lang) : null;
  const online = random.chance(0.1);
  const fields: MarcField[] = [
    { tag: '001', value: `syn-${n}` },
    // No 003: the importer keys records by "003:001", and synthetic titles are keyed plain `syn-<n>`.
    { tag: '005', value: '20260101120000.0' },
    { tag: '008', value: f008(template, year) },
  ];
  if (isbn) fields.push(field('020', ' ', ' ', ['a', isbn]));
  if (template.classStem) fields.push(field('050', ' ', '4', ['a', `${template.classStem}${random.int(1, 999)}`], ['b', `.${String.fromCharCode(65 + random.int(0, 25))}${random.int(10, 99)} ${year ?? ''}`.trim()]));
  if (author) fields.push(field('100', '1', ' ', ['a', `${author.surname}, ${author.forename},`], ['e', 'author.']));
  const f245: [string, string][] = [['a', subtitle ? `${title} :` : author ? `${title} /` : `${title}.`]];
  if (subtitle) f245.push(['b', author ? `${subtitle} /` : `${subtitle}.`]);
  if (author) f245.push(['c', `${author.forename} ${author.surname}.`]);
  fields.push(field('245', author ? '1' : '0', '0', ...f245));
  fields.push(imprint(template, year));
  fields.push(field('300', ' ', ' ', ['a', template.extent ?? `${random.int(48, 900)} p. ;`]));
  for (let i = model.subjectCounts.draw(random); i > 0; i--) {
    const heading = model.subjects.draw(random);
    fields.push({ tag: '650', ind1: ' ', ind2: '0', subfields: heading.map((s, j) => ({ ...s, value: j === heading.length - 1 ? `${s.value}.` : s.value })) });
  }
  const cover = random.chance(0.2);
  const accessible = random.chance(0.03);
  // 341 (accessibility content) and the 856s carry the flags the way the importer reads them.
  if (accessible) fields.push(field('341', '0', ' ', ['a', 'textual'], ['b', 'Leitor de tela']));
  if (online) fields.push(field('856', '4', '0', ['u', `https://repositorio.ufdemo.edu.br/handle/123456789/${n}`], ['y', 'Acesso online']));
  if (cover) fields.push(field('856', '4', '2', ['3', 'Capa'], ['u', coverUrl(isbn, n)]));
  const leader = `00000n${template.leader.slice(6, 9).padEnd(3, ' ')}a2200000${template.leader.slice(17, 20).padEnd(3, ' ')}4500`;
  return { record: { leader: leader.slice(0, 24), fields }, cover, online, accessible };
}

/** Covers resolve by ISBN where there is one; the PWA shows its default cover when a link fails. */
function coverUrl(isbn: string | null, n: number): string {
  return isbn ? `https://covers.openlibrary.org/b/isbn/${isbn}-M.jpg?default=false` : `https://capas.ufdemo.edu.br/syn-${n}.jpg`;
}

/** A run of words from the title vocabulary of `lang`, never ending on (or made only of) function words. */
function phrase(model: SyntheticModel, random: Random, lang: string, length: number): string {
  const vocabulary = model.wordsByLang.get(lang) ?? model.words;
  let words: string[] = [];
  for (let attempt = 0; attempt < 5 && words.length === 0; attempt++) {
    for (let guard = 0; words.length < length && guard < length * 4; guard++) {
      const word = vocabulary.draw(random);
      if (word !== words[words.length - 1]) words.push(word);
    }
    while (words.length > 0 && model.functionWords.has(words[words.length - 1])) words.pop();
  }
  if (words.length === 0) words = [vocabulary.draw(random)];
  const text = words.join(' ');
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function f008(template: Template, year: number | null): string {
  const dates = year === null ? 'nuuuu    ' : `s${year}    `;
  return `260101${dates}${template.f008.slice(15, 35)}${template.lang.padEnd(3, ' ').slice(0, 3)}${template.f008.slice(38, 40)}`;
}

function imprint(template: Template, year: number | null): MarcDataField {
  const place = template.imprint?.find((s) => s.code === 'a')?.value ?? '[S.l.] :';
  const publisher = template.imprint?.find((s) => s.code === 'b')?.value ?? '[s.n.],';
  const date = year === null ? '[s.d.]' : `${year}.`;
  return field('264', ' ', '1', ['a', place], ['b', publisher], ['c', date]);
}

/** A valid ISBN-13 with a registration group that fits the language (85 for Brazil). */
function isbn13(random: Random, lang: string): string {
  const group = lang === 'por' ? '85' : lang === 'spa' ? '84' : lang === 'fre' ? '2' : '0';
  let digits = `978${group}`;
  while (digits.length < 12) digits += String(random.int(0, 9));
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return digits + String((10 - (sum % 10)) % 10);
}
