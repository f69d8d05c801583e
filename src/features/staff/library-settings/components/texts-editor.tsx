// The institution texts per language: support message, the home page's two sections, general
// information and an activity's notice. HTML, cleaned by the server before it is stored and
// again where it is shown.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { staffLibraryActions, type ApiLang, type InstitutionText } from '../queries';
import { useSave } from '../use-save';
import { SaveAnswer } from './save-answer';
import { useFieldChecks } from '../../../../components/field-checks';

export const TEXT_KEYS = [
  { key: 'secao_1', label: msg`Home page, first section` },
  { key: 'secao_2', label: msg`Home page, second section` },
  { key: 'informacoes_gerais', label: msg`General information` },
  { key: 'suporte', label: msg`Support message` },
  { key: 'atividade', label: msg`Notice of an activity` },
] as const;

export const LANGUAGES: { code: ApiLang; label: string }[] = [
  { code: '1', label: 'Português' },
  { code: '3', label: 'Español' },
  { code: '5', label: 'English' },
];

export function TextsEditor({ texts }: { texts: InstitutionText[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [kind, setKind] = useState<(typeof TEXT_KEYS)[number]['key']>('secao_1');
  const [activity, setActivity] = useState('8');
  const [lang, setLang] = useState<ApiLang>('1');
  const key = kind === 'atividade' ? `atividade:${activity}` : kind;
  const current = texts.find((text) => text.chave === key && text.idioma === lang);
  return (
    <section className="desk-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Institution texts`}</h2>
      <div className="settings-choice">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t`Text`}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            {TEXT_KEYS.map((k) => (
              <option key={k.key} value={k.key}>
                {i18n._(k.label)}
              </option>
            ))}
          </select>
        </div>
        {kind === 'atividade' && (
          <div className="field">
            <label htmlFor={`${id}-activity`}>{t`Activity code`}</label>
            <input id={`${id}-activity`} inputMode="numeric" maxLength={6} value={activity} onChange={(e) => setActivity(e.target.value.replace(/\D/g, ''))} />
          </div>
        )}
        <LanguageSelect id={`${id}-lang`} value={lang} onChange={setLang} />
      </div>
      {activity || kind !== 'atividade' ? <TextForm key={`${key}/${lang}`} chave={key} lang={lang} current={current} /> : null}
    </section>
  );
}

export function LanguageSelect({ id, value, onChange }: { id: string; value: ApiLang; onChange: (lang: ApiLang) => void }) {
  const { t } = useLingui();
  return (
    <div className="field">
      <label htmlFor={id}>{t`Language`}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ApiLang)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={{ '1': 'pt', '3': 'es', '5': 'en' }[l.code]}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function TextForm({ chave, lang, current }: { chave: string; lang: ApiLang; current: InstitutionText | undefined }) {
  const { t } = useLingui();
  const id = useId();
  const [title, setTitle] = useState(current?.titulo ?? '');
  const [content, setContent] = useState(current?.conteudo ?? '');
  const [active, setActive] = useState(current?.ativo ?? true);
  const { save, pending, error, saved } = useSave(
    (queryClient, _: null) => staffLibraryActions.updateText(queryClient, chave, { idioma: lang, titulo: title.trim() || null, conteudo: content, ativo: active }),
    t`Text saved.`,
  );
  const checkFields = useFieldChecks();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (!pending) void save(null);
  }
  return (
    <form onSubmit={submit} noValidate>
      {!current && (
        <p className="hint">
          <Trans>Not written in this language yet: readers see the Portuguese text, if any.</Trans>
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-title`}>{t`Title`}</label>
        <input id={`${id}-title`} maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-content`}>{t`Content (HTML)`}</label>
        <textarea id={`${id}-content`} rows={8} maxLength={20000} value={content} aria-describedby={`${id}-content-hint`} onChange={(e) => setContent(e.target.value)} />
        <p id={`${id}-content-hint`} className="hint">
          <Trans>Paragraphs, bold, italics, lists, headings and links are kept; anything else (scripts, styles, images) is removed when saved.</Trans>
        </p>
      </div>
      <div className="field field-checkbox">
        <input id={`${id}-active`} type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <label htmlFor={`${id}-active`}>{t`Shown`}</label>
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={pending}>
          <Trans>Save text</Trans>
        </button>
      </div>
      <SaveAnswer error={error} saved={saved} />
    </form>
  );
}
