/** `/balcao/acervo?q=…&acervo=…`: the search term and the title open, each dropped when malformed. */
export interface CatalogueSearch {
  q?: string;
  acervo?: number;
}

export function parseCatalogueSearch(raw: Record<string, unknown>): CatalogueSearch {
  const out: CatalogueSearch = {};
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 200) : typeof raw.q === 'number' ? String(raw.q) : '';
  if (q) out.q = q;
  const id = typeof raw.acervo === 'number' ? raw.acervo : typeof raw.acervo === 'string' ? Number(raw.acervo) : NaN;
  if (Number.isInteger(id) && id > 0 && id < 2 ** 31) out.acervo = id;
  return out;
}
