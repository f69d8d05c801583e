// Institutional events shown on the home page until they end: added and removed here.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { components } from '../../../../../openapi/schema.gen';
import { formatDateTime } from '../../../../lib/format';
import { staffLibraryActions } from '../queries';
import { useSave } from '../use-save';
import { SaveAnswer } from './save-answer';
import { useFieldChecks } from '../../../../components/field-checks';
import { DateField } from '../../../../components/date-field';

type Event = components['schemas']['Event'];
const iso = (local: string) => (local ? new Date(local).toISOString() : null);

export function EventsEditor({ events }: { events: Event[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [place, setPlace] = useState('');
  const [link, setLink] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useSave(staffLibraryActions.addEvent, t`Event added.`);
  const remove = useSave(staffLibraryActions.removeEvent, t`Event removed.`);
  const checkFields = useFieldChecks();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (!title.trim() || !start) return setProblem(t`Enter the title and when the event starts.`);
    if (link && !/^https?:\/\//.test(link)) return setProblem(t`The link must start with http:// or https://.`);
    setProblem(null);
    if (add.pending) return;
    const result = await add.save({
      titulo: title.trim(), data_inicio: iso(start)!, data_fim: iso(end), local: place.trim() || null, link: link.trim() || null, descricao: description.trim() || null,
    });
    if (result.ok) {
      setTitle('');
      setDescription('');
    }
  }
  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Institutional events`}</h2>
      {events.length === 0 ? (
        <p>
          <Trans>No events.</Trans>
        </p>
      ) : (
        <ul className="desk-list">
          {events.map((event) => {
            const name = event.titulo;
            return (
              <li key={event.id}>
                <p>
                  <strong>{name}</strong> · {formatDateTime(event.data_inicio, { locale: i18n.locale })}
                </p>
                <button type="button" className="button button-secondary" disabled={remove.pending} onClick={() => void remove.save(Number(event.id))}>
                  {t`Remove event ${name}`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <SaveAnswer error={remove.error} saved={remove.saved} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t`Title`}</label>
          <input id={`${id}-name`} required maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-start`}>{t`Starts`}</label>
          <DateField kind="datetime" id={`${id}-start`} required value={start} onChange={setStart} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t`Ends`}</label>
          <DateField kind="datetime" id={`${id}-end`} value={end} onChange={setEnd} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-place`}>{t`Place`}</label>
          <input id={`${id}-place`} maxLength={200} value={place} onChange={(e) => setPlace(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-link`}>{t`Link`}</label>
          <input id={`${id}-link`} type="url" maxLength={500} value={link} onChange={(e) => setLink(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t`Description`}</label>
          <textarea id={`${id}-description`} rows={3} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={add.pending}>
            <Trans>Add event</Trans>
          </button>
        </div>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <SaveAnswer error={add.error} saved={add.saved} />
      </form>
    </section>
  );
}
