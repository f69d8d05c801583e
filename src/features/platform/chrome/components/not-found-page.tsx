import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeading } from '../../../../components/page-heading';

/** Any path the catalogue does not know, and any record the API does not have. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className="not-found">
      <PageHeading title={t`Page not found`} />
      <p>
        <Trans>The page you are looking for does not exist or was removed.</Trans>
      </p>
      <p>
        <Link to="/">
          <Trans>Go to the catalogue search</Trans>
        </Link>
      </p>
    </section>
  );
}
