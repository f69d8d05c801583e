/**
 * schema.org JSON-LD of a title (what search engines read): the type of work mapped to
 * schema.org's types, names with their authority pages as sameAs, identifiers, imprint,
 * subjects, and one Offer per library holding copies, whose availability says whether a
 * copy can be borrowed now (InStock), all are lent (OutOfStock) or it is read in the
 * library only (InStoreOnly). Pure: the page's data in, a plain object out.
 */
import { invertedName, yearOf } from '../../../marc/export-entry';
import type { CslName } from '../../../marc/citation-item';
import type { LibraryCopies, TitleDescription } from './title-data';

/** tipo_obra codes (server/marc/work-types.ts) to schema.org types. */
const SCHEMA_TYPE: Record<number, string> = {
  1: 'Book', 2: 'Periodical', 3: 'Map', 4: 'MusicComposition', 5: 'MusicRecording', 6: 'Movie', 7: 'SoftwareApplication',
  8: 'Collection', 9: 'Manuscript', 10: 'ScholarlyArticle', 11: 'Thesis', 12: 'VisualArtwork', 13: 'CreativeWork', 14: 'Collection',
  15: 'CreativeWork', 99: 'CreativeWork',
};
export const schemaType = (codTipoObra: number): string => SCHEMA_TYPE[codTipoObra] ?? 'CreativeWork';

/** MARC language codes to BCP 47 (two letters where there are two). */
const BCP47: Record<string, string> = {
  por: 'pt', eng: 'en', spa: 'es', fre: 'fr', fra: 'fr', ger: 'de', deu: 'de', ita: 'it', lat: 'la', dut: 'nl', jpn: 'ja', chi: 'zh',
  rus: 'ru', ara: 'ar', gre: 'el', heb: 'he', kor: 'ko', pol: 'pl', cat: 'ca', glg: 'gl',
};
export const bcp47 = (code: string | null): string | undefined => (code ? BCP47[code] ?? code : undefined);

export type Availability = 'InStock' | 'OutOfStock' | 'InStoreOnly';

/** A library's availability: a copy on the shelf to borrow, all lendable copies out, or reference only. */
export function availabilityOf(library: LibraryCopies): Availability {
  if (library.disponiveis > 0) return 'InStock';
  if (library.emprestaveis > 0) return 'OutOfStock';
  return 'InStoreOnly';
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** "Paulo Freire" for a person, the literal for a body. */
export const displayName = (name: CslName): string => name.literal ?? [name.given, name.family].filter(Boolean).join(' ');

function agent(name: CslName, description: TitleDescription, base: string) {
  const inverted = fold(invertedName(name));
  const authority = description.authorities.find((a) => { const h = fold(a.cabecalho); return h === inverted || h.startsWith(`${inverted} `); });
  const corporate = !!name.literal && description.bodies.some((b) => fold(name.literal!).startsWith(fold(b)));
  return {
    '@type': corporate ? 'Organization' : 'Person',
    name: displayName(name),
    ...(authority ? { sameAs: `${base}/autoridade/${authority.cod_autoridade}` } : {}),
  };
}

export interface JsonLdInput { description: TitleDescription; libraries: LibraryCopies[]; base: string; url: string; image: string | null; summary: string }

export function titleJsonLd({ description, libraries, base, url, image, summary }: JsonLdInput): Record<string, unknown> {
  const { entry } = description;
  const { item } = entry;
  const type = schemaType(description.codTipoObra);
  const isBook = type === 'Book';
  const year = yearOf(item) ?? description.ano ?? undefined;
  const pages = Number(item['number-of-pages']);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': url,
    url,
    name: item.title || description.titulo,
    description: summary,
    ...(item.author?.length ? { author: item.author.map((n) => agent(n, description, base)) } : {}),
    ...(item.editor?.length ? { editor: item.editor.map((n) => agent(n, description, base)) } : {}),
    ...(isBook && entry.isbn.length ? { isbn: entry.isbn.length === 1 ? entry.isbn[0] : entry.isbn } : {}),
    ...(type === 'Periodical' && entry.issn.length ? { issn: entry.issn.length === 1 ? entry.issn[0] : entry.issn } : {}),
    ...(year ? { datePublished: String(year) } : {}),
    ...(item.publisher ? { publisher: { '@type': 'Organization', name: item.publisher, ...(item['publisher-place'] ? { location: item['publisher-place'] } : {}) } } : {}),
    ...(bcp47(description.idioma) ? { inLanguage: bcp47(description.idioma) } : {}),
    ...(entry.subjects.length ? { about: entry.subjects.map((s) => ({ '@type': 'Thing', name: s })) } : {}),
    ...(isBook && Number.isInteger(pages) && pages > 0 ? { numberOfPages: pages } : {}),
    ...(isBook && entry.edition ? { bookEdition: entry.edition } : {}),
    ...(image ? { image } : {}),
    ...(description.container && type === 'ScholarlyArticle' ? { isPartOf: { '@type': 'CreativeWork', name: description.container } } : {}),
  };
  if (libraries.length) {
    ld.offers = libraries.map((library) => {
      const place = { '@type': 'Library', name: library.nome, '@id': `${base}/#biblioteca-${library.cod_biblioteca}` };
      return {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'BRL',
        availability: `https://schema.org/${availabilityOf(library)}`,
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        offeredBy: place,
        availableAtOrFrom: place,
        url,
      };
    });
  }
  return ld;
}
