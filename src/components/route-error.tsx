import { useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadError } from './error-message';
import { PageHeading } from './page-heading';

/**
 * The router's error component (router.tsx `defaultErrorComponent`): a page whose loader
 * or suspense query failed. Try again clears the failed queries' error and runs the
 * loaders again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  const retry = () => {
    queries.reset();
    reset();
    void router.invalidate();
  };
  return (
    <section>
      <PageHeading title={t`Something went wrong`} />
      <LoadError error={error} onRetry={retry} />
    </section>
  );
}
