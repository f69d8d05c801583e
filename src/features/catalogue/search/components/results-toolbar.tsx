import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DISPLAYS, PAGE_SIZES, SORTS, type CatalogueSearch, type Display, type PageSize, type Sort } from '../search-params';

interface ResultsToolbarProps {
  sort: Sort;
  pageSize: PageSize;
  display: Display;
  onChange: (next: Partial<CatalogueSearch>) => void;
}

/**
 * Sort (C relevance, D newest, A oldest), page size and display mode, all kept in the URL.
 * On a phone (the phone shell's width) they fold behind one "Sort and page size" button beside
 * "Show filters", so three results fit the first screen (issue 37); wider, the button is not
 * shown and the options always are.
 */
export function ResultsToolbar({ sort, pageSize, display, onChange }: ResultsToolbarProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const sortLabels: Record<Sort, string> = {
    C: t`Relevance`,
    D: t`Newest first`,
    A: t`Oldest first`,
  };
  const displayLabels: Record<Display, string> = {
    D: t({ message: 'Detailed', comment: 'Display mode of results: with covers and every line' }),
    C: t({ message: 'Compact', comment: 'Display mode of results: short lines, no covers' }),
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary results-options-toggle"
        aria-expanded={open}
        aria-controls={`${id}-options`}
        onClick={() => setOpen(!open)}
      >
        <Trans>Sort and page size</Trans>
      </button>
      <div id={`${id}-options`} className={open ? 'results-options open' : 'results-options'}>
        <label className="inline-field" htmlFor={`${id}-sort`}>
          <Trans>Sort by</Trans>
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => onChange({ ordenacao: event.target.value as Sort, pagina: undefined })}
        >
          {SORTS.map((code) => (
            <option key={code} value={code}>
              {sortLabels[code]}
            </option>
          ))}
        </select>
        <label className="inline-field" htmlFor={`${id}-size`}>
          <Trans>Per page</Trans>
        </label>
        <select
          id={`${id}-size`}
          value={pageSize}
          onChange={(event) => onChange({ quantPag: Number(event.target.value) as PageSize, pagina: undefined })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <label className="inline-field" htmlFor={`${id}-display`}>
          <Trans>Display</Trans>
        </label>
        <select id={`${id}-display`} value={display} onChange={(event) => onChange({ exibicao: event.target.value as Display })}>
          {DISPLAYS.map((code) => (
            <option key={code} value={code}>
              {displayLabels[code]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
