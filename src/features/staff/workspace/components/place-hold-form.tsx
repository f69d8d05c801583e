// Places a hold for the patron at the desk (issue 36 item 4): the title found by the
// catalogue's own search or by scanning one of its copies (a barcode scanner types the code
// and Enter), then its library and copy combination (the hold form's own fields), then the
// reason. The server applies the patron's own hold rules and queue lock.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { describeApiError, isApiError } from '../../../../api/errors';
import { CopyOptionFields, useCopyChoice, type CopyOption } from '../../../../components/copy-option-fields';
import { useFieldChecks } from '../../../../components/field-checks';
import { holdQueries } from '../../../circulation/holds';
import { staffPatronActions, staffPatronQueries } from '../queries';
import { ReasonAction } from './reason-action';

interface Picked { cod_acervo: number; titulo: string; library?: number }

export function PlaceHoldForm({ cod }: { cod: number }) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<Picked | null>(null);
  return (
    <div className="place-hold">
      <h3>{t`Place a hold for this patron`}</h3>
      <div className="place-hold-finders">
        <TitleSearch onPick={setPicked} />
        <CopyScan onPick={setPicked} />
      </div>
      {picked && <HoldOptions key={`${picked.cod_acervo}-${picked.library ?? ''}`} cod={cod} picked={picked} />}
    </div>
  );
}

function TitleSearch({ onPick }: { onPick: (picked: Picked) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const checkFields = useFieldChecks();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const results = useQuery({ ...staffPatronQueries.titleSearch(term), enabled: term !== '' });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    setTerm(typed.trim());
  }

  return (
    <form className="inline-field" onSubmit={search} noValidate aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className="visually-hidden">{t`Find the title by the catalogue's search`}</p>
      <div className="field">
        <label htmlFor={`${id}-term`}>{t`Title, author or subject`}</label>
        <input id={`${id}-term`} type="search" required maxLength={200} value={typed} onChange={(event) => setTyped(event.target.value)} />
      </div>
      <button type="submit" className="button button-secondary"><Trans>Search titles</Trans></button>
      {results.isError && (
        <p className="field-error" role="alert">{isApiError(results.error) ? describeApiError(results.error, i18n).text : null}</p>
      )}
      {results.data && (
        <div role="status" className="place-hold-results">
          {results.data.data.length === 0 ? (
            <p><Trans>No title found for “{term}”.</Trans></p>
          ) : (
            <ul aria-label={t`Titles found`}>
              {results.data.data.map((title) => (
                <li key={title.cod_acervo}>
                  <button type="button" className="link-button" onClick={() => onPick({ cod_acervo: title.cod_acervo, titulo: title.titulo })}>
                    {title.titulo}
                  </button>
                  {title.autor ? <span className="hint"> · {title.autor}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}

function CopyScan({ onPick }: { onPick: (picked: Picked) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const checkFields = useFieldChecks();
  const input = useRef<HTMLInputElement>(null);
  const [barcode, setBarcode] = useState('');
  const [busy, setBusy] = useState(false);

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy || !checkFields(form)) return;
    setBusy(true);
    try {
      const outcome = await staffPatronActions.findCopy(barcode.trim());
      if (outcome.ok) {
        onPick({ cod_acervo: outcome.data.cod_acervo, titulo: outcome.data.titulo, library: outcome.data.cod_biblioteca });
        setBarcode('');
      } else {
        checkFields(form, [{ control: input.current, message: describeApiError(outcome.error, i18n).text }]);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="inline-field" onSubmit={find} noValidate>
      <div className="field">
        <label htmlFor={`${id}-barcode`}>{t`Or scan a copy's barcode`}</label>
        <input ref={input} id={`${id}-barcode`} required maxLength={60} autoComplete="off" value={barcode} onChange={(event) => setBarcode(event.target.value)} />
      </div>
      <button type="submit" className="button button-secondary" disabled={busy}><Trans>Find the copy</Trans></button>
    </form>
  );
}

function HoldOptions({ cod, picked }: { cod: number; picked: Picked }) {
  const { i18n } = useLingui();
  const options = useQuery({ ...holdQueries.options(picked.cod_acervo), meta: { persist: false } });
  if (options.isError) {
    return <p className="field-error" role="alert">{isApiError(options.error) ? describeApiError(options.error, i18n).text : null}</p>;
  }
  if (!options.data) return null;
  return <ChooseCopies cod={cod} title={picked.cod_acervo} name={options.data.titulo} options={options.data.opcoes} library={picked.library} />;
}

function ChooseCopies({ cod, title, name, options, library }: { cod: number; title: number; name: string; options: CopyOption[]; library?: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const choice = useCopyChoice(options, library);
  const chosen = choice.chosen;
  return (
    <div className="place-hold-choice">
      <p className="place-hold-title">{name}</p>
      <CopyOptionFields choice={choice} libraryLabel={t`Library`} showAvailability />
      <ReasonAction
        label={t`Place a hold on ${name}`}
        confirm={t`Place hold`}
        done={t`Hold placed.`}
        check={() => (chosen ? null : t`Choose the library and the copies first.`)}
        run={(reason) =>
          staffPatronActions.placeHold(queryClient, cod, {
            cod_acervo: title, biblioteca: chosen!.cod_biblioteca, volume: chosen!.volume, tomo: chosen!.tomo, parte: chosen!.parte,
            material_adicional: chosen!.material_adicional, localizacao: chosen!.localizacao,
          }, reason)
        }
      />
    </div>
  );
}
