// /balcao/politicas (administrators, issue 35): the circulation policy matrix, the loan types
// it is keyed by, and "why can't she borrow this?". Every change is audited by the server.
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { policyQueries } from '../policy-queries';
import { EffectiveRule } from './effective-rule';
import { LoanTypesEditor } from './loan-types-editor';
import { PolicyMatrix } from './policy-matrix';
import '../staff-library.css';

export function PoliciesPage() {
  const { t } = useLingui();
  return (
    <div className="library-settings">
      <PageHeading title={t`Circulation policies`} />
      <OfflineNotice />
      <QueryBoundary>
        <Policies />
      </QueryBoundary>
    </div>
  );
}

function Policies() {
  const { data } = useSuspenseQuery(policyQueries.matrix());
  return (
    <>
      <EffectiveRule matrix={data} />
      <PolicyMatrix matrix={data} />
      <LoanTypesEditor types={data.tipos} />
    </>
  );
}
