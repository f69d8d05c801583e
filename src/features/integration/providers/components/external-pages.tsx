import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../../../api/client';
import { isApiError, unwrap } from '../../../../api/errors';
import { ErrorMessage } from '../../../../components/error-message';
import { Loading } from '../../../../components/loading';
import { PageHeading } from '../../../../components/page-heading';
import { useSession } from '../../../../lib/session/use-session';

/**
 * /pergamum_redireciona: hands the signed-in patron over to the institution's external
 * personal area (GET /pessoas/meu-pergamum/redirect: its address with a five-minute signed
 * token), the way the old Pergamum pages linked to it. A visitor signs in first and comes
 * back here; an institution with no external personal area gets this app's own.
 */
export function RedirectPage() {
  const { t } = useLingui();
  const { user } = useSession();
  if (!user) return <Navigate to="/login" search={{ redirect: '/pergamum_redireciona' }} replace />;
  return (
    <section className="redirect-page">
      <PageHeading title={t`Redirecting`} />
      <HandOver />
    </section>
  );
}

function HandOver() {
  const target = useQuery({
    queryKey: ['redirect', 'personal-area'],
    queryFn: ({ signal }) => unwrap(api.GET('/pessoas/meu-pergamum/redirect', { signal })),
    meta: { persist: false },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const url = target.data?.url;
  const safe = url !== undefined && /^https?:\/\//i.test(url);
  useEffect(() => {
    if (safe) window.location.assign(url);
  }, [safe, url]);
  if (target.isPending) return <Loading />;
  if (target.isError) {
    if (isApiError(target.error) && target.error.status === 404) return <Navigate to="/meupergamum" replace />;
    return <ErrorMessage error={target.error} />;
  }
  if (!safe) return <Navigate to="/meupergamum" replace />;
  return (
    <p role="status">
      <Trans>Taking you to your personal area… If nothing happens, <a href={url}>open it here</a>.</Trans>
    </p>
  );
}

/**
 * /meupergamum/app: where the institution's app and the home-screen shortcut open the
 * personal area. A signed-in patron lands on it (or on the entry `?pagina=` names, one of
 * its own pages); anyone else signs in first and then lands there.
 */
export function PersonalAreaAppPage({ pagina }: { pagina?: string }) {
  const { user } = useSession();
  const to = pagina && /^[a-z-]+$/.test(pagina) ? `/meupergamum/${pagina}` : '/meupergamum';
  if (!user) return <Navigate to="/login" search={{ redirect: to }} replace />;
  return (
    <>
      <Navigate to={to} replace />
      <p role="status"><Link to="/meupergamum"><Trans>Open the personal area</Trans></Link></p>
    </>
  );
}
