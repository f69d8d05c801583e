// Opening hours of one library at a time: shifts per weekday (two on a day for a lunch break),
// saved whole (PUT /balcao/biblioteca/horarios/{codBiblioteca}). The home page shows them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { intlLocale } from '../../../../lib/format';
import { WEEK_FROM_MONDAY, weekdayName } from '../../../platform/home';
import { staffLibraryActions, type LibraryHours, type OpeningHours } from '../queries';
import { useSave } from '../use-save';
import { SaveAnswer } from './save-answer';
import { useFieldChecks } from '../../../../components/field-checks';
import { DateField } from '../../../../components/date-field';

export function HoursEditor({ libraries }: { libraries: LibraryHours[] }) {
  const { t } = useLingui();
  const id = useId();
  const [chosen, setChosen] = useState(libraries[0]?.cod_biblioteca ?? 0);
  const library = libraries.find((l) => l.cod_biblioteca === chosen);
  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Opening hours`}</h2>
      <div className="field">
        <label htmlFor={`${id}-library`}>{t`Library`}</label>
        <select id={`${id}-library`} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
          {libraries.map((l) => (
            <option key={l.cod_biblioteca} value={l.cod_biblioteca}>
              {l.nome_campus} · {l.desc_biblioteca}
            </option>
          ))}
        </select>
      </div>
      {library && <LibraryHoursForm key={library.cod_biblioteca} library={library} />}
    </section>
  );
}

function LibraryHoursForm({ library }: { library: LibraryHours }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const locale = intlLocale(i18n.locale);
  const [shifts, setShifts] = useState<OpeningHours[]>(library.horarios);
  const { save, pending, error, saved } = useSave(
    (queryClient, horarios: OpeningHours[]) => staffLibraryActions.updateHours(queryClient, library.cod_biblioteca, horarios),
    t`Opening hours saved.`,
  );
  const change = (index: number, next: Partial<OpeningHours>) => setShifts((all) => all.map((s, i) => (i === index ? { ...s, ...next } : s)));
  const checkFields = useFieldChecks();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (!pending) void save(shifts);
  }
  return (
    <form onSubmit={submit} noValidate>
      <table className="settings-hours responsive-table">
        <caption>{library.desc_biblioteca}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            <th scope="col">{t`Shifts`}</th>
          </tr>
        </thead>
        <tbody>
          {WEEK_FROM_MONDAY.map((day) => {
            const name = weekdayName(day, locale);
            return (
              <tr key={day}>
                <th scope="row" data-label={t`Day`}>
                  {name}
                </th>
                <td data-label={t`Shifts`}>
                  {shifts.map((shift, index) =>
                    shift.dia_semana !== day ? null : (
                      <div key={index} className="shift-row">
                        <label htmlFor={`${id}-${index}-open`}>{t`${name} opens at`}</label>
                        <DateField kind="time" id={`${id}-${index}-open`} required value={shift.abertura} onChange={(abertura) => change(index, { abertura })} />
                        <label htmlFor={`${id}-${index}-close`}>{t`${name} closes at`}</label>
                        <DateField kind="time" id={`${id}-${index}-close`} required value={shift.fechamento} onChange={(fechamento) => change(index, { fechamento })} />
                        <button type="button" className="button button-secondary" onClick={() => setShifts((all) => all.filter((_, i) => i !== index))}>
                          {t`Remove shift`}
                        </button>
                      </div>
                    ),
                  )}
                  {!shifts.some((s) => s.dia_semana === day) && <p className="closed-day">{t({ message: 'Closed', comment: 'Opening hours: the library does not open that day' })}</p>}
                  <button type="button" className="button button-secondary" onClick={() => setShifts((all) => [...all, { dia_semana: day, abertura: '08:00', fechamento: '18:00' }])}>
                    <Trans>Add a shift on {name}</Trans>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          <Trans>Save opening hours</Trans>
        </button>
      </div>
      <SaveAnswer error={error} saved={saved} />
    </form>
  );
}
