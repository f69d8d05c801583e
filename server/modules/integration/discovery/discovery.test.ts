import { describe, expect, it } from 'vitest';
import type { CslItem } from '../../../marc/citation-item';
import { parseFeedQuery } from './feeds';
import { availabilityOf, schemaType, titleJsonLd } from './json-ld';
import { scriptJson } from './markup';
import { titleCodeOf } from './routes';
import type { LibraryCopies, TitleDescription } from './title-data';
import { injectTitle, renderTitle, siteNameOf } from './title-page';

const library = (over: Partial<LibraryCopies>): LibraryCopies => ({ cod_biblioteca: 1, nome: 'Central', emprestaveis: 0, disponiveis: 0, consulta: 0, ...over });

function description(item: Partial<CslItem> = {}, over: Partial<TitleDescription> = {}): TitleDescription {
  return {
    codAcervo: 7, titulo: 'Pedagogia do oprimido', codTipoObra: 1, tipo: 'Livro', ano: 2019, idioma: 'por', linkCapa: null, descricaoFisica: null,
    entry: {
      codAcervo: 7, item: { id: '7', type: 'book', title: 'Pedagogia do oprimido', author: [{ family: 'Freire', given: 'Paulo' }], 'number-of-pages': '256', ...item },
      subjects: ['Educação'], callNumber: null, abstract: null, issn: [], isbn: ['9788577531646'], edition: '71. ed.',
    },
    authorities: [{ cabecalho: 'Freire, Paulo, 1921-1997', cod_autoridade: 42 }], topics: ['Educação'], bodies: [], container: null, ...over,
  };
}

describe('availability per library', () => {
  it('is InStock with a lendable copy on the shelf, OutOfStock when all are out, InStoreOnly for reference copies only', () => {
    expect(availabilityOf(library({ emprestaveis: 2, disponiveis: 1 }))).toBe('InStock');
    expect(availabilityOf(library({ emprestaveis: 2, disponiveis: 0, consulta: 1 }))).toBe('OutOfStock');
    expect(availabilityOf(library({ consulta: 3 }))).toBe('InStoreOnly');
  });
});

describe('schema.org JSON-LD', () => {
  it('maps types of work', () => {
    expect([1, 2, 10, 11, 3, 5, 6, 12345].map(schemaType)).toEqual(['Book', 'Periodical', 'ScholarlyArticle', 'Thesis', 'Map', 'MusicRecording', 'Movie', 'CreativeWork']);
  });

  it('describes a book: authors with their authority, ISBN, pages, edition, language, subjects and one offer per library', () => {
    const ld = titleJsonLd({
      description: description(), base: 'https://x.edu', url: 'https://x.edu/acervo/7', image: null, summary: 'Livro.',
      libraries: [library({ emprestaveis: 1, disponiveis: 1 }), library({ cod_biblioteca: 2, nome: 'Setorial', consulta: 1 })],
    });
    expect(ld).toMatchObject({
      '@type': 'Book', name: 'Pedagogia do oprimido', isbn: '9788577531646', numberOfPages: 256, bookEdition: '71. ed.', inLanguage: 'pt',
      datePublished: '2019', about: [{ '@type': 'Thing', name: 'Educação' }],
      author: [{ '@type': 'Person', name: 'Paulo Freire', sameAs: 'https://x.edu/autoridade/42' }],
    });
    expect((ld.offers as { availability: string; offeredBy: { name: string } }[]).map((o) => [o.offeredBy.name, o.availability]))
      .toEqual([['Central', 'https://schema.org/InStock'], ['Setorial', 'https://schema.org/InStoreOnly']]);
  });

  it('keeps book-only properties off other types and names bodies as organizations', () => {
    const ld = titleJsonLd({
      description: description({ author: [{ literal: 'Universidade Federal de Santa Catarina' }] }, { codTipoObra: 11, bodies: ['Universidade Federal de Santa Catarina'] }),
      base: 'https://x.edu', url: 'u', image: null, summary: '', libraries: [],
    });
    expect(ld['@type']).toBe('Thesis');
    expect(ld).not.toHaveProperty('isbn');
    expect(ld).not.toHaveProperty('numberOfPages');
    expect(ld).not.toHaveProperty('offers');
    expect(ld.author).toEqual([{ '@type': 'Organization', name: 'Universidade Federal de Santa Catarina' }]);
  });
});

describe('the title page head', () => {
  const template = '<html><head><meta name="description" content="x" /><title>Catálogo &amp; Cia</title></head><body><div id="root"></div></body></html>';

  it('replaces title and description once, adds the rest to the head and the summary to the body', () => {
    const html = injectTitle(template, renderTitle({ description: description(), libraries: [library({ emprestaveis: 1, disponiveis: 1 })], changed: '' }, 'https://x.edu', 'Catálogo'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Pedagogia do oprimido · Catálogo</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://x.edu/acervo/7" />');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<body>\s*<noscript><article class="title-summary"><h1>Pedagogia do oprimido<\/h1>/);
    expect(html).toContain('Central: 1 (1 disponíveis) — disponível para empréstimo');
    expect(html).toContain('href="https://x.edu/feeds/novidades.atom?assunto=Educa%C3%A7%C3%A3o"');
    expect(html).toContain('href="https://x.edu/feeds/novidades.atom?biblioteca=1"');
  });

  it('escapes the record in attributes, text and the JSON-LD script', () => {
    const hostile = '</script><script>alert(1)</script> "$&"';
    const html = injectTitle(template, renderTitle({ description: description({ title: hostile }), libraries: [], changed: '' }, 'https://x.edu', 'C'));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('$&amp;'); // a replacement pattern in the title is text, not a pattern
    expect(JSON.parse(scriptJson({ t: hostile })).t).toBe(hostile);
  });

  it('reads the site name from the template', () => {
    expect(siteNameOf(template)).toBe('Catálogo &amp; Cia');
  });
});

describe('addresses and queries', () => {
  it('finds the title code of /acervo/{id} and its tabs', () => {
    expect(titleCodeOf('/acervo/12')).toBe(12);
    expect(titleCodeOf('/acervo/12/marc')).toBe(12);
    expect(titleCodeOf('/acervo/x')).toBe('bad');
    expect(titleCodeOf('/acervo/1234567890')).toBe('bad');
    expect(titleCodeOf('/rede')).toBeNull();
    expect(titleCodeOf('/acervo/1/marc/extra')).toBeNull();
  });

  it('checks the feed query', () => {
    expect(parseFeedQuery({})).toEqual({ dias: 60 });
    expect(parseFeedQuery({ biblioteca: '3', assunto: ' Educação ', curso: '9', dias: '30' })).toEqual({ biblioteca: 3, assunto: 'Educação', curso: 9, dias: 30 });
    for (const bad of [{ biblioteca: 'x' }, { dias: '0' }, { dias: '4000' }, { assunto: '' }, { assunto: 'a\u0000' }, { biblioteca: ['1', '2'] }, { outro: '1' }]) {
      expect(parseFeedQuery(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
