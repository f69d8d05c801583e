import { Trans, useLingui } from '@lingui/react/macro';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation's name; several paged lists on one page need different ones. */
  label?: string;
}

/** Previous / next page, and where we are. */
export function Pagination({ page, pageCount, onPage, label }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t`Result pages`}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous page</Trans>
      </button>
      <span>
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next page</Trans>
      </button>
    </nav>
  );
}
