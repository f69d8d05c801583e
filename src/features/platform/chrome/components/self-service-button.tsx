import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { apiLangCode, DEFAULT_LOCALE, toLocale } from '../../../../lib/i18n';
import { chromeQueries } from '../queries';
import { KIOSK_WINDOW_FEATURES, selfServiceUrl, showSelfService } from '../self-service';

/**
 * The self-service kiosk button (spec §2): a pop-up to the kiosk's login address; rendered
 * by the accessibility bar, and only while the bar is closed and the server enables it.
 */
export function SelfServiceButton({ barOpen }: { barOpen: boolean }) {
  const { t, i18n } = useLingui();
  const settings = useQuery(chromeQueries.selfService()).data;
  const institution = useQuery({ ...chromeQueries.institution(), enabled: Boolean(settings?.showAuto) }).data;
  const url =
    settings && institution
      ? selfServiceUrl(settings, {
          webUrl: institution.parametros.__web_url_pw,
          codEmpresa: institution.codEmpresa,
          apiLang: apiLangCode(toLocale(i18n.locale) ?? DEFAULT_LOCALE),
        })
      : null;
  if (!url || !showSelfService(settings, url, barOpen)) return null;
  return (
    <button
      type="button"
      className="a11y-toggle self-service"
      title={t`Opens the self-service kiosk in a new window`}
      onClick={() => window.open(url, 'autoatendimento', KIOSK_WINDOW_FEATURES)}
    >
      {t({ message: 'Self-service', comment: 'Button of the page chrome that opens the library self-service kiosk' })}
    </button>
  );
}
