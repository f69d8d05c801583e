import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSession } from '../../../../lib/session/use-session';
import { chromeQueries } from '../queries';
import { requiredFieldText } from '../../../../components/outbox/feedback-messages';
import type { ModalProps } from '../../../../components/dialog-button';
import { ModalDialog } from '../../../../components/modal-dialog';
import './feedback.css';
import { LibrarySelects } from './library-selects';
import { LoginNotice } from './login-notice';
import { OutboxItems } from '../../../../components/outbox/outbox-items';
import { useFieldChecks } from '../../../../components/field-checks';
import { useFeedbackSubmit } from '../../../../components/outbox/use-feedback-submit';
import { UNSET, useLibraryChoice } from './use-library-choice';

const FIELDS = ['titulo', 'editor', 'autor', 'edicao', 'isbn_issn', 'periodico', 'outras_inf'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { titulo: '', editor: '', autor: '', edicao: '', isbn_issn: '', periodico: '', outras_inf: '' };
const MAX: Record<Field, number> = { titulo: 500, editor: 300, autor: 300, edicao: 100, isbn_issn: 40, periodico: 300, outras_inf: 2000 };

/** Spec §2/§5 acquisition suggestion: library, title and publisher required, the rest optional. */
export function SuggestionDialog(modal: ModalProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      {...modal}
      title={t`Acquisition suggestion`} className="feedback-dialog"
      description={t`Suggest a title for the library to acquire.`}
    >
      <SuggestionForm onSent={() => modal.onOpenChange(false)} />
    </ModalDialog>
  );
}

/** Mounted only while the modal is open, so closed modals load nothing. */
function SuggestionForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { user } = useSession();
  const institution = useQuery(chromeQueries.institution()).data;
  const [values, setValues] = useState(EMPTY);
  const choice = useLibraryChoice();
  const { submit, busy, error, setError } = useFeedbackSubmit('suggestion');
  const checkFields = useFieldChecks();
  const labels: Record<Field, string> = {
    titulo: t`Title (required)`, editor: t`Publisher (required)`, autor: t`Author`, edicao: t`Edition`,
    isbn_issn: t`ISBN/ISSN`, periodico: t`Journal title`, outras_inf: t`Other information`,
  };
  const acquisitionArea = institution?.parametros.__web_aquisicao === 'S' ? institution.parametros.__web_url_pw : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user || busy) return;
    const trimmed = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()])) as Record<Field, string>;
    // Each missing field is marked where it is (issue 37), the library's select first.
    const form = event.currentTarget as HTMLFormElement;
    const control = (name: string) => form.elements.namedItem(name) as HTMLElement | null;
    const missing = [
      ...(choice.library === UNSET ? [{ control: control('biblioteca'), message: requiredFieldText(i18n, 'biblioteca') }] : []),
      ...(!trimmed.titulo ? [{ control: control('titulo'), message: requiredFieldText(i18n, 'titulo') }] : []),
      ...(!trimmed.editor ? [{ control: control('editor'), message: requiredFieldText(i18n, 'editor') }] : []),
    ];
    setError('');
    if (!checkFields(form, missing)) return;
    const body = Object.fromEntries(Object.entries(trimmed).filter(([, v]) => v !== ''));
    const result = await submit({ campus: choice.campus, biblioteca: choice.library, ...body });
    if (result === 'refused') return;
    setValues(EMPTY);
    if (result === 'sent') onSent();
  }

  return (
    <>
      {!user && <LoginNotice />}
      {acquisitionArea && (
        <p>
          <a href={acquisitionArea} target="_blank" rel="noopener noreferrer">
            <Trans>Open the library's acquisition area (new tab)</Trans>
          </a>
        </p>
      )}
      <form className="feedback-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <LibrarySelects choice={choice} disabled={!user} />
        {FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
            {field === 'outras_inf' ? (
              <textarea id={`${id}-${field}`} value={values[field]} maxLength={MAX[field]} disabled={!user}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
            ) : (
              <input id={`${id}-${field}`} name={field} value={values[field]} maxLength={MAX[field]} disabled={!user}
                required={field === 'titulo' || field === 'editor'}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
            )}
          </div>
        ))}
        <div className="button-row">
          <button type="submit" className="button" disabled={!user || busy}>
            <Trans>Send suggestion</Trans>
          </button>
        </div>
        {error && <p className="field-error" role="alert">{error}</p>}
      </form>
      <OutboxItems kind="suggestion" />
    </>
  );
}
