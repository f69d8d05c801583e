// The cataloguer's section of the staff workspace (/balcao/acervo): its page and search parser.
export { CataloguePage } from './components/catalogue-page';
export { parseCatalogueSearch, type CatalogueSearch } from './catalogue-search';
