// A route's search, parsed once, by its validateSearch. The router spreads what
// validateSearch returns over the URL's raw values, so a malformed value the parser
// dropped would still be in useSearch(); returning it as undefined instead would make the
// router rewrite the URL before the page can say what it ignored. So validateSearch
// returns the well-formed values (typed, for links and navigate) and carries the whole
// parse, with what it ignored, under a symbol: the router passes it along to useSearch()
// but never writes a symbol into the URL.

const PARSED = Symbol('parsed search');

export interface ParsedSearch<S, K extends string = string> {
  /** The well-formed values. */
  search: S;
  /** Keys in the URL whose value (or part of it) was not understood. */
  ignored: K[];
}

type WithParse<S, K extends string> = S & { readonly [PARSED]?: ParsedSearch<S, K> };

/** The route's validateSearch, from the feature's parser. */
export function parseOnce<S extends object, K extends string>(parse: (raw: Record<string, unknown>) => ParsedSearch<S, K>) {
  return (raw: Record<string, unknown>): WithParse<S, K> => {
    const parsed = parse(raw);
    return { ...parsed.search, [PARSED]: parsed };
  };
}

/** What validateSearch parsed, for `Route.useSearch({ select: parsedSearch })`. */
export function parsedSearch<S, K extends string>(search: WithParse<S, K>): ParsedSearch<S, K> {
  const parsed = search[PARSED];
  if (!parsed) throw new Error('This route does not validate its search with parseOnce');
  return parsed;
}
