import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { interestQueries } from '../queries';
import type { EntryOptions } from '../entry-options-input';
import { DateField } from '../../../../components/date-field';

/** Validity, library and language of an entry (spec §3 interest-profile entry). */
export function EntryOptionsFields({ value, onChange }: { value: EntryOptions; onChange: (next: EntryOptions) => void }) {
  const { t } = useLingui();
  const id = useId();
  const { data: options } = useSuspenseQuery(interestQueries.options());
  return (
    <div className="interest-options">
      <div className="field">
        <label htmlFor={`${id}-validade`}><Trans>Valid until (optional)</Trans></label>
        <DateField id={`${id}-validade`} value={value.validade} onChange={(validade) => onChange({ ...value, validade })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-biblioteca`}><Trans>Library</Trans></label>
        <select id={`${id}-biblioteca`} value={value.biblioteca} onChange={(e) => onChange({ ...value, biblioteca: e.target.value })}>
          <option value="">{t`Any library`}</option>
          {options.bibliotecas.map((b) => <option key={b.cod_biblioteca} value={b.cod_biblioteca}>{b.desc_biblioteca}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-idioma`}><Trans>Language</Trans></label>
        <select id={`${id}-idioma`} value={value.idioma} onChange={(e) => onChange({ ...value, idioma: e.target.value })}>
          <option value="">{t`Any language`}</option>
          {options.idiomas.map((l) => <option key={l.codigo} value={l.codigo}>{l.descricao}</option>)}
        </select>
      </div>
    </div>
  );
}
