// /balcao: the staff workspace (issues 16 and 23). Only a staff member's token opens it: the
// server says who is at the desk (GET /balcao/sessao), and a patron's token gets 403. That
// answer is kept in the signed-in person's saved cache, so offline the guard decides from it. The
// layout shows the sections the staff member's roles open (workspace-sections.ts) above
// the section's page; `/balcao` itself is the circulation desk.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { use, type ReactNode } from 'react';
import { whenRestored } from '../../../../lib/storage/persister';
import { ErrorMessage } from '../../../../components/error-message';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { QueryBoundary } from '../../../../components/query-boundary';
import { useSession } from '../../../../lib/session/use-session';
import { deskKeys, deskQueries } from '../queries';
import { mayOpen, mayWorkTheDesk, WORKSPACE_SECTIONS, type StaffRole } from '../workspace-sections';
import { CheckOutForm } from './check-out-form';
import { DeskComments } from './desk-comments';
import { DeskDeletionRequests } from '../../../patrons/privacy';
import { DeskLoanRequests } from './desk-loan-requests';
import { PaymentForm } from './payment-form';
import { ReturnForm } from './return-form';
import { DeskSessionProvider } from './desk-session';
import { DeskSessionList } from './desk-session-list';
import { DeskClosing } from './desk-closing';
import { OfflineQueue } from './offline-queue';
import { SlipPrinter } from './slips';
import '../desk.css';

let restored: Promise<void> | null = null;

/** The layout of every `/balcao/*` page: the guard, who is signed in, the sections' menu. */
export function StaffWorkspace() {
  // Offline the guard reads the staff session from the saved cache: wait for its restore (here, not in a loader: the entry chunk has no bytes to spare).
  use((restored ??= whenRestored()));
  const { user } = useSession();
  return (
    <section className="desk-page">
      {user ? (
        <QueryBoundary>
          <StaffOnly>
            <Outlet />
          </StaffOnly>
        </QueryBoundary>
      ) : (
        <SignInFirst />
      )}
    </section>
  );
}

/**
 * `/balcao`: the circulation desk to a staff member with the circulation role; to anyone
 * else (a cataloguer, a patrons clerk, reports) the workspace's start, their sections, with
 * no check-out, return or payment forms: the server refuses those calls to them anyway.
 */
export function DeskPage() {
  const { data: staff } = useSuspenseQuery(deskQueries.session());
  const roles = staff.ok ? staff.data.permissoes : [];
  return mayWorkTheDesk(roles) ? <CirculationDesk /> : <WorkspaceStart roles={roles} />;
}

function WorkspaceStart({ roles }: { roles: readonly StaffRole[] }) {
  const { t, i18n } = useLingui();
  const sections = WORKSPACE_SECTIONS.filter((s) => s.to !== '/balcao' && mayOpen(s, roles));
  return (
    <>
      <PageHeading title={t`Staff workspace`} />
      <p>
        <Trans>Choose a section of your work.</Trans>
      </p>
      <ul className="workspace-start">
        {sections.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{i18n._(s.label)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function CirculationDesk() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Circulation desk`} />
      <OfflineNotice queryKeys={[deskKeys.session()]} />
      <SlipPrinter>
        <DeskSessionProvider>
          <OfflineQueue />
          <div className="desk-grid">
            <CheckOutForm />
            <DeskSessionList />
            <ReturnForm />
            <PaymentForm />
            <DeskClosing />
          </div>
        </DeskSessionProvider>
      </SlipPrinter>
    </>
  );
}

/** `/balcao/solicitacoes`: the loan requests' queue. */
export function LoanRequestsQueuePage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Loan requests`} />
      <OfflineNotice />
      <DeskLoanRequests />
    </>
  );
}

/** `/balcao/comentarios`: the comments waiting for moderation. */
export function CommentsQueuePage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Comments to moderate`} />
      <OfflineNotice />
      <DeskComments />
    </>
  );
}

/** `/balcao/exclusoes`: the patrons' data-deletion requests. */
export function DeletionsQueuePage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Deletion requests`} />
      <OfflineNotice />
      <DeskDeletionRequests />
    </>
  );
}

function SignInFirst() {
  const { t } = useLingui();
  return (
    <>
      <PageHeading title={t`Staff workspace`} />
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

function StaffOnly({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { data: staff } = useSuspenseQuery(deskQueries.session());
  if (!staff.ok) {
    if (staff.status === 403) {
      return (
        <>
          <PageHeading title={t`Staff workspace`} />
          <p className="refusal" role="alert">
            <Trans>This page is for library staff only. Your account is not a staff account.</Trans>
          </p>
        </>
      );
    }
    return <ErrorMessage error={staff.error} />;
  }
  const name = staff.data.nome;
  const sections = WORKSPACE_SECTIONS.filter((s) => mayOpen(s, staff.data.permissoes));
  return (
    <>
      <p className="signed-in-as">
        <Trans>At the desk: {name}</Trans>
      </p>
      {sections.length > 1 && (
        <nav className="workspace-nav" aria-label={t`Staff workspace`}>
          <ul>
            {sections.map((s) => (
              <li key={s.to}>
                <Link to={s.to} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                  {i18n._(s.label)}
                  {s.count && <QueueCount queue={s.count} />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </>
  );
}

/** How many items wait in a queue, beside its name in the menu (nothing until the counts arrive). */
function QueueCount({ queue }: { queue: string }) {
  const { t } = useLingui();
  const { data } = useQuery(deskQueries.queueCounts());
  const count = data?.[queue];
  if (count === undefined) return null;
  return (
    <span className="queue-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t`(${count} waiting)`}</span>
    </span>
  );
}
