// Why a loan is due when it is (issue 35 item 6): the library's calendar moved its due date
// past closed days ("due Monday 14: the library is closed on Saturday 12 (Inventory) and
// Sunday 13"), or an hourly loan to closing time. The server explains (the contract's
// DueMove, computed in the circulation core); the patron's loans page and the desk's
// check-out answer say it in the reader's language.
import { useLingui } from '@lingui/react/macro';
import type { components } from '../../openapi/schema.gen';

type DueMove = components['schemas']['DueMove'];

/** A day ('YYYY-MM-DD') as "Saturday 12", read at noon so no time zone moves it. */
function dayName(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** The explanation as a phrase (a span: it sits inside a line of text). */
export function DueMoveNote({ move, due, dueTime }: { move: DueMove; due: string; dueTime?: string | null }) {
  const { t, i18n } = useLingui();
  if (move.motivo === 'fechamento' && dueTime) {
    const time = dueTime;
    return <span className="due-move">{t`Due at ${time}, when the library closes.`}</span>;
  }
  const days = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    move.dias_fechados.map((d) => (d.descricao ? `${dayName(d.data, i18n.locale)} (${d.descricao})` : dayName(d.data, i18n.locale))),
  );
  const day = dayName(due, i18n.locale);
  return (
    <span className="due-move">
      {t({ message: `Due ${day}: the library is closed on ${days}.`, comment: 'A due date moved past closed days, e.g. "Due Monday 14: the library is closed on Saturday 12 (Holiday) and Sunday 13."' })}
    </span>
  );
}
