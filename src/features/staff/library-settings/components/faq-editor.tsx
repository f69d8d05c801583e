// The FAQ of one language, edited as a list (questions in order, answers in HTML) and saved whole.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { staffLibraryActions, type ApiLang, type FaqEntry } from '../queries';
import { useSave } from '../use-save';
import { SaveAnswer } from './save-answer';
import { LanguageSelect } from './texts-editor';
import { useFieldChecks } from '../../../../components/field-checks';

export function FaqEditor({ faq }: { faq: { idioma: ApiLang; entradas: FaqEntry[] }[] }) {
  const { t } = useLingui();
  const id = useId();
  const [lang, setLang] = useState<ApiLang>('1');
  const entries = faq.find((f) => f.idioma === lang)?.entradas ?? [];
  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Frequently asked questions`}</h2>
      <LanguageSelect id={`${id}-lang`} value={lang} onChange={setLang} />
      <FaqForm key={lang} lang={lang} initial={entries} />
    </section>
  );
}

function FaqForm({ lang, initial }: { lang: ApiLang; initial: FaqEntry[] }) {
  const { t } = useLingui();
  const id = useId();
  const [entries, setEntries] = useState<FaqEntry[]>(initial);
  const [missing, setMissing] = useState(false);
  const { save, pending, error, saved } = useSave(
    (queryClient, list: FaqEntry[]) => staffLibraryActions.replaceFaq(queryClient, lang, list),
    t`Questions saved.`,
  );
  const change = (index: number, next: Partial<FaqEntry>) => setEntries((all) => all.map((e, i) => (i === index ? { ...e, ...next } : e)));
  const checkFields = useFieldChecks();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    const incomplete = entries.some((e) => !e.pergunta.trim() || !e.resposta.trim());
    setMissing(incomplete);
    if (!incomplete && !pending) void save(entries);
  }
  return (
    <form onSubmit={submit} noValidate>
      <ol className="faq-editor">
        {entries.map((entry, index) => {
          const n = index + 1;
          return (
            <li key={index}>
              <div className="field">
                <label htmlFor={`${id}-${index}-q`}>{t`Question ${n}`}</label>
                <input id={`${id}-${index}-q`} maxLength={500} value={entry.pergunta} onChange={(e) => change(index, { pergunta: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-${index}-a`}>{t`Answer ${n} (HTML)`}</label>
                <textarea id={`${id}-${index}-a`} rows={3} maxLength={10000} value={entry.resposta} onChange={(e) => change(index, { resposta: e.target.value })} />
              </div>
              <button type="button" className="button button-secondary" onClick={() => setEntries((all) => all.filter((_, i) => i !== index))}>
                {t`Remove question ${n}`}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="button-row">
        <button type="button" className="button button-secondary" disabled={entries.length >= 100} onClick={() => setEntries((all) => [...all, { pergunta: '', resposta: '' }])}>
          <Trans>Add a question</Trans>
        </button>
        <button type="submit" className="button" disabled={pending}>
          <Trans>Save questions</Trans>
        </button>
      </div>
      {missing && (
        <p className="field-error" role="alert">
          <Trans>Every question needs its text and an answer.</Trans>
        </p>
      )}
      <SaveAnswer error={error} saved={saved} />
    </form>
  );
}
