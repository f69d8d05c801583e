// Closed days (holidays, breaks) for one library or all: a due date or a hold's collection
// deadline that falls on one moves to the next open day (server/modules/circulation/core).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { formatDate } from '../../../../lib/format';
import { staffLibraryActions, type ClosedDay, type LibraryHours } from '../queries';
import { useSave } from '../use-save';
import { SaveAnswer } from './save-answer';
import { useFieldChecks } from '../../../../components/field-checks';
import { DateField } from '../../../../components/date-field';

export function ClosedDays({ days, libraries }: { days: ClosedDay[]; libraries: LibraryHours[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [date, setDate] = useState('');
  const [library, setLibrary] = useState('');
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const add = useSave(staffLibraryActions.addClosedDay, t`Closed day added.`);
  const remove = useSave(staffLibraryActions.removeClosedDay, t`Closed day removed.`);
  const checkFields = useFieldChecks();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    const complete = Boolean(date && description.trim());
    setMissing(!complete);
    if (!complete || add.pending) return;
    const result = await add.save({ data: date, cod_biblioteca: library ? Number(library) : null, descricao: description.trim() });
    if (result.ok) setDescription('');
  }
  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Closed days`}</h2>
      <p className="hint">
        <Trans>A due date or a hold’s collection deadline that falls on a closed day moves to the next day the library opens.</Trans>
      </p>
      {days.length === 0 ? (
        <p>
          <Trans>No closed days ahead.</Trans>
        </p>
      ) : (
        <table className="responsive-table">
          <thead>
            <tr>
              <th scope="col">{t`Date`}</th>
              <th scope="col">{t`Library`}</th>
              <th scope="col">{t`Reason`}</th>
              <th scope="col">{t`Action`}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const when = formatDate(day.data, { locale: i18n.locale });
              return (
                <tr key={day.id}>
                  <td data-label={t`Date`}>{when}</td>
                  <td data-label={t`Library`}>{day.desc_biblioteca ?? t`All libraries`}</td>
                  <td data-label={t`Reason`}>{day.descricao}</td>
                  <td data-label={t`Action`}>
                    <button type="button" className="button button-secondary" disabled={remove.pending} onClick={() => void remove.save(day.id)}>
                      {t`Remove closed day ${when}`}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <SaveAnswer error={remove.error} saved={remove.saved} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t`Date`}</label>
          <DateField id={`${id}-date`} required value={date} onChange={setDate} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-library`}>{t`Library`}</label>
          <select id={`${id}-library`} value={library} onChange={(e) => setLibrary(e.target.value)}>
            <option value="">{t`All libraries`}</option>
            {libraries.map((l) => (
              <option key={l.cod_biblioteca} value={l.cod_biblioteca}>
                {l.desc_biblioteca}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t`Reason`}</label>
          <input id={`${id}-reason`} required maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={add.pending}>
            <Trans>Add closed day</Trans>
          </button>
        </div>
        {missing && (
          <p className="field-error" role="alert">
            <Trans>Enter the date and the reason.</Trans>
          </p>
        )}
        <SaveAnswer error={add.error} saved={add.saved} />
      </form>
    </section>
  );
}
