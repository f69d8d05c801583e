import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FilterEntry } from '../../api/types';
import { Pagination } from '../pagination';
import { QueryState } from '../query-state';
import { FacetPanel } from './facet-panel';
import { FilterChips } from './filter-chips';

/** A page of a faceted answer, as the contract shapes them (new acquisitions, the network catalogue). */
interface FacetedPage {
  total: number;
  pagina: number;
  quantPag: number;
  data: readonly unknown[];
}

interface FacetedResultsProps<P extends FacetedPage> {
  /** The query's state. */
  result: UseQueryResult<P>;
  className: string;
  /** The section's heading, and its id (focus goes there when the last filter chip is removed). */
  headingId: string;
  heading: ReactNode;
  /** The line that says how many matched. */
  summary: (page: P) => ReactNode;
  /** The filters offered (the server's entries, or those the list shows). */
  entries: (page: P) => readonly FilterEntry[];
  filters: string[] | undefined;
  onFilters: (next: string[] | undefined) => void;
  filtersHeading: string;
  /** The class of the two columns: filters, then the list. */
  layoutClassName: string;
  /** The list's class, and one of the page's items (a keyed <li>). */
  listClassName: string;
  item: (item: P['data'][number]) => ReactNode;
  /** Said in place of the list when nothing matched; without it, nothing but the summary shows then. */
  empty?: ReactNode;
  onPage: (page: number) => void;
  pagesLabel: string;
}

/** A section of paged results with their filters: a count, the filters in force, the filter groups, the list, the pages. */
export function FacetedResults<P extends FacetedPage>(props: FacetedResultsProps<P>) {
  const { result, className, headingId, heading, filters, onFilters, empty } = props;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {heading}
      </h2>
      <QueryState query={result}>
        {(data) => (
          <>
            <p role="status">{props.summary(data)}</p>
            <FilterChips filters={filters} entries={props.entries(data)} onChange={onFilters} focusAfterLastId={headingId} />
            {(data.total > 0 || empty !== undefined) && (
              <div className={props.layoutClassName}>
                <FacetPanel entries={props.entries(data)} selected={filters} onChange={onFilters} heading={props.filtersHeading} />
                <div>
                  {data.data.length === 0 && empty !== undefined ? <p>{empty}</p> : <ul className={props.listClassName}>{data.data.map(props.item)}</ul>}
                  <Pagination page={data.pagina} pageCount={Math.ceil(data.total / data.quantPag)} onPage={props.onPage} label={props.pagesLabel} />
                </div>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
