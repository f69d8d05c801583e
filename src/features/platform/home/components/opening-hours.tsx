import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/query-state';
import { homeQueries } from '../queries';
import type { CampusHours, OpeningHours as Hours } from '../types';
import { WEEK_FROM_MONDAY, weekdayName } from '../weekdays';
import { intlLocale } from '../../../../lib/format';

type Library = CampusHours['bibliotecas'][number];

function LibraryHours({ library, locale, today }: { library: Library; locale: string; today: number }) {
  const { t } = useLingui();
  const byDay = new Map<number, Hours[]>();
  for (const hours of library.horarios) byDay.set(hours.dia_semana, [...(byDay.get(hours.dia_semana) ?? []), hours]);
  return (
    <table className="opening-hours">
      <caption>{library.desc_biblioteca}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Day</Trans>
          </th>
          <th scope="col">
            <Trans>Hours</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {WEEK_FROM_MONDAY.map((day) => {
          const hours = byDay.get(day) ?? [];
          const isToday = day === today;
          return (
            <tr key={day} className={isToday ? 'today' : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {weekdayName(day, locale)}
                {isToday && <span className="today-mark"> ({t`today`})</span>}
              </th>
              <td>{hours.length === 0 ? t({ message: 'Closed', comment: 'Opening hours: the library does not open that day' }) : hours.map((h) => `${h.abertura}–${h.fechamento}`).join(', ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Opening hours of every library, by campus and weekday (GET /parametros/atendimento); today stands out. */
export function OpeningHours() {
  const { i18n } = useLingui();
  const hours = useQuery(homeQueries.openingHours());
  const locale = intlLocale(i18n.locale);
  const today = new Date().getDay();
  return (
    <section className="home-section" aria-labelledby="opening-hours-heading">
      <h2 id="opening-hours-heading">
        <Trans>Opening hours</Trans>
      </h2>
      <QueryState query={hours}>
        {(data) =>
          data.length === 0 ? (
            <p>
              <Trans>The libraries have not published their opening hours.</Trans>
            </p>
          ) : (
            data.map((campus) => (
              <div key={campus.cod_campus} className="campus-hours">
                <h3>{campus.nome_campus}</h3>
                <div className="campus-libraries">
                  {campus.bibliotecas.map((library) => (
                    <LibraryHours key={library.cod_biblioteca} library={library} locale={locale} today={today} />
                  ))}
                </div>
              </div>
            ))
          )
        }
      </QueryState>
    </section>
  );
}
