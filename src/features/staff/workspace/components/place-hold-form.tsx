// Places a hold for the patron: the title by its code, then its library and copy
// combination (the hold form's own fields), then the reason. The server applies the
// patron's own hold rules and queue lock.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError, isApiError } from '../../../../api/errors';
import { CopyOptionFields, useCopyChoice, type CopyOption } from '../../../../components/copy-option-fields';
import { holdQueries } from '../../../circulation/holds';
import { staffPatronActions } from '../queries';
import { ReasonAction } from './reason-action';
import { useFieldChecks } from '../../../../components/field-checks';

export function PlaceHoldForm({ cod }: { cod: number }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [code, setCode] = useState('');
  const [title, setTitle] = useState<number | null>(null);
  const [problem, setProblem] = useState(false);
  const options = useQuery({ ...holdQueries.options(title ?? 0), enabled: title !== null, meta: { persist: false } });

  const checkFields = useFieldChecks();

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    const n = Number(code.trim());
    const ok = /^\d{1,9}$/.test(code.trim()) && n > 0;
    setProblem(!ok);
    setTitle(ok ? n : null);
  }

  return (
    <div className="place-hold">
      <h3>{t`Place a hold for this patron`}</h3>
      <form className="inline-field" onSubmit={find} noValidate>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t`Title code`}</label>
          <input id={`${id}-title`} required inputMode="numeric" value={code} maxLength={9} onChange={(event) => setCode(event.target.value)} />
        </div>
        <button type="submit" className="button button-secondary">
          <Trans>Find the title</Trans>
        </button>
      </form>
      {problem && (
        <p className="field-error" role="alert">
          <Trans>Enter the title's code (digits).</Trans>
        </p>
      )}
      {options.isError && (
        <p className="field-error" role="alert">
          {isApiError(options.error) ? describeApiError(options.error, i18n).text : null}
        </p>
      )}
      {options.data && title !== null && (
        <ChooseCopies key={title} cod={cod} title={title} name={options.data.titulo} options={options.data.opcoes} />
      )}
    </div>
  );
}

function ChooseCopies({ cod, title, name, options }: { cod: number; title: number; name: string; options: CopyOption[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const choice = useCopyChoice(options);
  const chosen = choice.chosen;
  return (
    <div>
      <p>{name}</p>
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
