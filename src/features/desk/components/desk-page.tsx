// /balcao: the plain staff desk (issue 16). Only a staff member's token opens it: the
// server says who is at the desk (GET /balcao/sessao), and a patron's token gets 403.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorMessage } from '../../../components/error-message';
import { OfflineNotice } from '../../../components/offline-notice';
import { PageHeading } from '../../../components/page-heading';
import { QueryBoundary } from '../../../components/query-boundary';
import { useSession } from '../../../lib/session/use-session';
import { deskQueries } from '../queries';
import { CheckOutForm } from './check-out-form';
import { DeskComments } from './desk-comments';
import { DeskDeletionRequests } from '../../privacy';
import { DeskLoanRequests } from './desk-loan-requests';
import { PaymentForm } from './payment-form';
import { ReturnForm } from './return-form';
import '../desk.css';

export function DeskPage() {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <section className="desk-page">
      <PageHeading title={t`Circulation desk`} />
      {user ? (
        <QueryBoundary>
          <StaffOnly />
        </QueryBoundary>
      ) : (
        <SignInFirst />
      )}
    </section>
  );
}

function SignInFirst() {
  return (
    <>
      <p role="status">
        <Trans>The circulation desk is for library staff only. Log in with a staff account.</Trans>
      </p>
      <p>
        <Link to="/login" search={{ redirect: '/balcao' }} className="button">
          <Trans>Log in</Trans>
        </Link>
      </p>
    </>
  );
}

function StaffOnly() {
  const { data: staff } = useSuspenseQuery(deskQueries.session());
  if (!staff.ok) {
    if (staff.status === 403) {
      return (
        <p className="refusal" role="alert">
          <Trans>This page is for library staff only. Your account is not a staff account.</Trans>
        </p>
      );
    }
    return <ErrorMessage error={staff.error} />;
  }
  const name = staff.data.nome;
  return (
    <>
      <p className="signed-in-as">
        <Trans>At the desk: {name}</Trans>
      </p>
      <OfflineNotice />
      <div className="desk-grid">
        <CheckOutForm />
        <ReturnForm />
        <PaymentForm />
      </div>
      <DeskLoanRequests />
      <DeskComments />
      <DeskDeletionRequests />
    </>
  );
}
