import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ErrorMessage } from '../../../../components/error-message';
import { UNSET, type LibraryChoice } from './use-library-choice';

/** The campus and library selects of the comment and suggestion modals. */
export function LibrarySelects({ choice, disabled }: { choice: LibraryChoice; disabled?: boolean }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-campus`}>{t`Campus`}</label>
        <select id={`${id}-campus`} value={choice.campus} disabled={disabled} onChange={(e) => choice.setCampus(Number(e.target.value))}>
          <option value={UNSET} disabled>{t`Choose a campus`}</option>
          {choice.campuses.map((c) => (
            <option key={c.cod_campus} value={c.cod_campus}>{c.nome_campus}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-library`}>{t`Library`}</label>
        <select
          id={`${id}-library`} name="biblioteca" value={choice.library} disabled={disabled} aria-busy={choice.loadingLibraries}
          onChange={(e) => choice.setLibrary(Number(e.target.value))}
        >
          <option value={UNSET} disabled>{t`Choose a library`}</option>
          {choice.libraries.map((l) => (
            <option key={l.cod_biblioteca} value={l.cod_biblioteca}>{l.desc_biblioteca}</option>
          ))}
        </select>
      </div>
      {choice.error && <ErrorMessage error={choice.error} />}
    </>
  );
}
