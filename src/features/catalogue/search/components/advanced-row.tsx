import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ADVANCED_FIELDS, OPERATORS, type AdvancedField, type Operator } from '../search-params';

export interface Row {
  key: number;
  campo: AdvancedField;
  valor: string;
  operador: Operator;
}

interface AdvancedRowProps {
  row: Row;
  index: number;
  invalid: boolean;
  describedBy?: string;
  onChange: (change: Partial<Row>) => void;
  onRemove?: () => void;
}

/** One row of the advanced form: how it joins the rows before it, the field, the words. */
export function AdvancedRow({ row, index, invalid, describedBy, onChange, onRemove }: AdvancedRowProps) {
  const { t } = useLingui();
  const id = useId();
  const number = index + 1;
  const fieldLabels: Record<AdvancedField, string> = {
    livre: t`Any field`,
    titulo: t`Title`,
    autor: t`Author`,
    assunto: t`Subject`,
    isbn: t`ISBN`,
    issn: t`ISSN`,
    classificacao: t`Call number`,
    editora: t`Publisher`,
    serie: t`Series`,
  };
  const operatorLabels: Record<Operator, string> = {
    E: t({ message: 'and', comment: 'Advanced search: both rows must match' }),
    OU: t({ message: 'or', comment: 'Advanced search: either row may match' }),
    NAO: t({ message: 'and not', comment: 'Advanced search: exclude what this row matches' }),
  };
  return (
    <li className="advanced-row">
      {index > 0 ? (
        <>
          <label htmlFor={`${id}-op`} className="visually-hidden">{t`How row ${number} joins the rows before it`}</label>
          <select id={`${id}-op`} name="operador" value={row.operador} onChange={(e) => onChange({ operador: e.target.value as Operator })}>
            {OPERATORS.map((operator) => (
              <option key={operator} value={operator}>
                {operatorLabels[operator]}
              </option>
            ))}
          </select>
        </>
      ) : (
        <span className="advanced-op-placeholder" aria-hidden="true" />
      )}
      <label htmlFor={`${id}-campo`} className="visually-hidden">{t`Field of row ${number}`}</label>
      <select id={`${id}-campo`} name="campo" value={row.campo} onChange={(e) => onChange({ campo: e.target.value as AdvancedField })}>
        {ADVANCED_FIELDS.map((field) => (
          <option key={field} value={field}>
            {fieldLabels[field]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-valor`} className="visually-hidden">{t`Words of row ${number} (${fieldLabels[row.campo]})`}</label>
      <input
        id={`${id}-valor`}
        name="valor"
        type="text"
        maxLength={500}
        value={row.valor}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange({ valor: e.target.value })}
      />
      {onRemove && (
        <button type="button" className="link-button" onClick={onRemove}>
          {t`Remove row ${number}`}
        </button>
      )}
    </li>
  );
}
