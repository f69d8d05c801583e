// citation-js ships no types: the little the discovery tests use (parse RIS or BibTeX to CSL-JSON).
declare module '@citation-js/core' {
  export class Cite {
    constructor(input: string);
    data: Record<string, unknown>[];
  }
}
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-bibtex';
