import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CopyOptionFields, useCopyChoice } from '../../../../components/copy-option-fields';
import { useNetworkGate } from '../../../../components/offline-notice';
import { loanRequestProblems, PHONE_MAX_LENGTH, sanitizePhone, type LoanRequestField } from '../form-rules';
import { loanRequestText } from '../messages';
import type { LoanRequestInput } from '../queries';
import type { LoanRequestInitialInfo } from '../queries';
import { useFieldChecks } from '../../../../components/field-checks';

interface LoanRequestFieldsProps {
  info: LoanRequestInitialInfo;
  busy: boolean;
  /** The server's refusal of the last attempt (a message key). */
  refusal: string | null;
  onSubmit: (body: LoanRequestInput) => void;
}

/** The form of spec §3/§5; checked here with the server's rules before anything is sent. */
export function LoanRequestFields({ info, busy, refusal, onSubmit }: LoanRequestFieldsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const network = useNetworkGate();
  const choice = useCopyChoice(info.opcoes);
  const only = <T,>(list: readonly T[]) => (list.length === 1 ? list[0] : null);
  const [receivingLibrary, setReceivingLibrary] = useState<number | null>(only(info.bibliotecas_recebimento)?.cod_biblioteca ?? null);
  const [receivingPlace, setReceivingPlace] = useState<number | null>(
    only(info.locais_recebimento) ? Number(info.locais_recebimento[0].codigo) : null,
  );
  const [phone, setPhone] = useState(sanitizePhone(info.telefone ?? ''));
  const [email, setEmail] = useState(info.email ?? '');
  const [homeDelivery, setHomeDelivery] = useState(false);
  const [address, setAddress] = useState('');
  const [authorized, setAuthorized] = useState('');
  const [tried, setTried] = useState(false);
  const problems = loanRequestProblems({
    copyChosen: choice.chosen !== null,
    receivingLibrary,
    receivingPlace,
    phone,
    email,
    homeDelivery,
    address,
  });
  const shown = tried ? problems : {};

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || busy) return;
    setTried(true);
    const first = Object.keys(problems)[0] as LoanRequestField | undefined;
    if (first || !choice.chosen || receivingLibrary === null || receivingPlace === null) {
      if (first && first !== 'copy') document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const o = choice.chosen;
    onSubmit({
      biblioteca_origem: o.cod_biblioteca,
      biblioteca_recebimento: receivingLibrary,
      volume: o.volume,
      tomo: o.tomo,
      parte: o.parte,
      material_adicional: o.material_adicional,
      telefone: sanitizePhone(phone).trim(),
      email: email.trim(),
      cod_local_recebimento: receivingPlace,
      pessoa_autorizada: authorized.trim() || null,
      domicilio: homeDelivery,
      recebimento_textual: homeDelivery ? address.trim() : null,
    });
  }

  /** A field's error line, tied to its control by aria-describedby. */
  const errorOf = (field: LoanRequestField): ReactNode =>
    shown[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {loanRequestText(i18n, shown[field])}
      </p>
    ) : null;
  const invalid = (field: LoanRequestField) =>
    shown[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t`The copy`}</legend>
        <CopyOptionFields choice={choice} libraryLabel={t`Library that lends it`} showAvailability />
        {errorOf('copy')}
      </fieldset>
      <fieldset>
        <legend>{t`Where you will receive it`}</legend>
        <div className="field">
          <label htmlFor={`${id}-receivingLibrary`}>{t`Receiving library`}</label>
          <select
            id={`${id}-receivingLibrary`}
            value={receivingLibrary ?? ''}
            onChange={(event) => setReceivingLibrary(event.target.value ? Number(event.target.value) : null)}
            {...invalid('receivingLibrary')}
          >
            <option value="" disabled>
              {t`Choose a library`}
            </option>
            {info.bibliotecas_recebimento.map((library) => (
              <option key={library.cod_biblioteca} value={library.cod_biblioteca}>
                {library.desc_biblioteca}
              </option>
            ))}
          </select>
          {errorOf('receivingLibrary')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-receivingPlace`}>{t({ message: 'Place of receipt', comment: 'Where in the library the patron collects the copy (desk, lockers…)' })}</label>
          <select
            id={`${id}-receivingPlace`}
            value={receivingPlace ?? ''}
            onChange={(event) => setReceivingPlace(event.target.value ? Number(event.target.value) : null)}
            {...invalid('receivingPlace')}
          >
            <option value="" disabled>
              {t`Choose a place`}
            </option>
            {info.locais_recebimento.map((place) => (
              <option key={place.codigo} value={place.codigo}>
                {place.descricao}
              </option>
            ))}
          </select>
          {errorOf('receivingPlace')}
        </div>
        {info.permite_domicilio && (
          <>
            <div className="field field-checkbox">
              <input id={`${id}-home`} type="checkbox" checked={homeDelivery} onChange={(event) => setHomeDelivery(event.target.checked)} />
              <label htmlFor={`${id}-home`}>{t`Deliver to my home`}</label>
            </div>
            {homeDelivery && (
              <div className="field">
                <label htmlFor={`${id}-address`}>{t`Home address`}</label>
                <textarea
                  id={`${id}-address`}
                  value={address}
                  maxLength={1000}
                  rows={3}
                  autoComplete="street-address"
                  onChange={(event) => setAddress(event.target.value)}
                  {...invalid('address')}
                />
                {errorOf('address')}
              </div>
            )}
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>{t`How to reach you`}</legend>
        <div className="field">
          <label htmlFor={`${id}-phone`}>{t`Phone`}</label>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            maxLength={PHONE_MAX_LENGTH}
            onChange={(event) => setPhone(sanitizePhone(event.target.value))}
            {...invalid('phone')}
          />
          {errorOf('phone')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t`E-mail`}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            maxLength={200}
            onChange={(event) => setEmail(event.target.value)}
            {...invalid('email')}
          />
          {errorOf('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-authorized`}>{t`Person authorized to collect it (optional)`}</label>
          <input id={`${id}-authorized`} value={authorized} maxLength={200} onChange={(event) => setAuthorized(event.target.value)} />
        </div>
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} {...network.controlProps}>
          {busy ? t`Sending…` : <Trans>Send loan request</Trans>}
        </button>
        {network.hint}
      </div>
      {refusal && (
        <p className="field-error" role="alert">
          {loanRequestText(i18n, refusal)}
        </p>
      )}
    </form>
  );
}
