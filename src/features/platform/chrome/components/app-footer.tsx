import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import logo from '../../../../assets/logo.svg';
import { DialogButton } from '../../../../components/dialog-button';
import { ACTIVITY, chromeQueries } from '../queries';
import { useOutboxSync } from '../feedback/use-outbox-sync';

// The footer's modals load when the patron reaches for their buttons (DialogButton).
const loadComment = () => import('../feedback/general-comment-dialog').then((m) => m.GeneralCommentDialog);
const loadSuggestion = () => import('../feedback/suggestion-dialog').then((m) => m.SuggestionDialog);
const loadSupport = () => import('./support-dialog').then((m) => m.SupportDialog);

/** Footer of spec §2: links by activity permission, privacy, support, copyright and browsers. */
export function AppFooter() {
  const { t } = useLingui();
  // The footer is on every page: it runs the outbox's page triggers (background sync, issue 5).
  useOutboxSync();
  const institution = useQuery(chromeQueries.institution()).data;
  const activities = useQuery(chromeQueries.activities()).data ?? new Set<number>();
  const year = new Date().getFullYear();
  const webUrl = institution?.parametros.__web_url_pw;
  const name = institution?.nome;
  // Spec §2: the institution's support message, else the translations' (when they give one).
  const support = institution
    ? institution.msg_suporte_consulta ??
      t({ message: 'For help with the catalogue or your account, ask at your library’s service desk or write to its e-mail address.', comment: 'The footer’s Support dialog when the library wrote no support message of its own' })
    : null;
  return (
    <footer className="app-footer">
      {activities.has(ACTIVITY.logo) && name && (
        <img className="footer-logo" src={logo} alt={t`${name} logo`} width="48" height="48" />
      )}
      <nav aria-label={t`Footer`}>
        <ul className="footer-links">
          {activities.has(ACTIVITY.generalComments) && (
            <li>
              <DialogButton className="link-button" label={t`Send a comment`} load={loadComment} />
            </li>
          )}
          {activities.has(ACTIVITY.acquisitionSuggestion) && (
            <li>
              <DialogButton className="link-button" label={t`Suggest an acquisition`} load={loadSuggestion} />
            </li>
          )}
          {activities.has(ACTIVITY.externalCatalogue) && (
            <li>
              {webUrl ? <a href={webUrl}>{t`External catalogue`}</a> : <Link to="/">{t`External catalogue`}</Link>}
            </li>
          )}
          {activities.has(ACTIVITY.networkCatalogue) && (
            <li>
              <Link to="/rede">{t`Network catalogue`}</Link>
            </li>
          )}
          <li>
            <Link to="/faq">{t`Frequently asked questions`}</Link>
          </li>
          <li>
            <Link to="/informacoes-gerais">{t`General information`}</Link>
          </li>
          {institution?.link_lgpd && (
            <li>
              <a href={institution.link_lgpd}>{t`Privacy and data protection`}</a>
            </li>
          )}
          {support && (
            <li>
              <DialogButton className="link-button" label={t`Support`} load={loadSupport} props={{ html: support }} />
            </li>
          )}
        </ul>
      </nav>
      <p>{name ? <Trans>© {year} {name}</Trans> : <Trans>© {year} University library</Trans>}</p>
      <p>
        <Trans>Works best on Chrome 104, Firefox 110, Edge 110 or newer.</Trans>
      </p>
    </footer>
  );
}
