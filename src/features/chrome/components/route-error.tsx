import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorMessage } from '../../../components/error-message';
import { PageHeading } from '../../../components/page-heading';

/** A page whose data could not be loaded. */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <section>
      <PageHeading title={t`Something went wrong`} />
      <ErrorMessage error={error} />
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
