import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../../components/query-state';
import { homeQueries } from '../queries';
import type { CampusHours, OpeningHours as Hours } from '../types';
import { WEEK_FROM_MONDAY, weekdayName } from '../weekdays';
import { intlLocale } from '../../../../lib/format';

type Library = CampusHours['bibliotecas'][number];

/** Today's date as the contract writes it (YYYY-MM-DD), on this device's calendar. */
function isoToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function shifts(hours: Hours[]): string {
  return hours.map((h) => `${h.abertura}–${h.fechamento}`).join(', ');
}

/**
 * One library: today's hours (or "closed today" and why) in one line, and the week behind a
 * disclosure (the coming closed days are listed once for every library, closures.tsx) (issue 37 item 6: the home was ~4,200 px tall with every
 * library's week open).
 */
function LibraryHours({ library, locale, today, todayIso }: { library: Library; locale: string; today: number; todayIso: string }) {
  const { t } = useLingui();
  const byDay = new Map<number, Hours[]>();
  for (const hours of library.horarios) byDay.set(hours.dia_semana, [...(byDay.get(hours.dia_semana) ?? []), hours]);
  const closedToday = library.fechamentos.find((c) => c.data === todayIso);
  const todayHours = byDay.get(today) ?? [];
  const closed = t({ message: 'Closed', comment: 'Opening hours: the library does not open that day' });
  const reason = closedToday?.descricao;
  const open = shifts(todayHours);
  return (
    <article className="library-hours" aria-label={library.desc_biblioteca}>
      <h4>{library.desc_biblioteca}</h4>
      <p className="hours-today">
        {closedToday ? (
          <strong className="hours-closed"><Trans>Closed today: {reason}</Trans></strong>
        ) : todayHours.length ? (
          <Trans comment="Opening hours of today, e.g. 'Today: 08:00–22:00'">Today: {open}</Trans>
        ) : (
          <Trans>Today: closed</Trans>
        )}
      </p>
      <details className="hours-week">
        <summary><Trans>Hours for the week</Trans><span className="visually-hidden">: {library.desc_biblioteca}</span></summary>
        <table className="opening-hours">
          <caption className="visually-hidden">{library.desc_biblioteca}</caption>
          <thead>
            <tr>
              <th scope="col"><Trans>Day</Trans></th>
              <th scope="col"><Trans>Hours</Trans></th>
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
                  <td>{hours.length === 0 ? closed : shifts(hours)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </article>
  );
}

/** Opening hours of every library, by campus (GET /parametros/atendimento): today's first, the week on demand. */
export function OpeningHours() {
  const { i18n } = useLingui();
  const hours = useQuery(homeQueries.openingHours());
  const locale = intlLocale(i18n.locale);
  const now = new Date();
  const today = now.getDay();
  const todayIso = isoToday(now);
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
                    <LibraryHours key={library.cod_biblioteca} library={library} locale={locale} today={today} todayIso={todayIso} />
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
