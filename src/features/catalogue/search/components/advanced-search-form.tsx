import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_ADVANCED_ROWS, type AdvancedField, type CatalogueSearch, type Operator } from '../search-params';
import { AdvancedRow, type Row } from './advanced-row';

interface AdvancedSearchFormProps {
  search: CatalogueSearch;
  onSearch: (next: Pick<CatalogueSearch, 'campo' | 'valor' | 'operador' | 'anoIni' | 'anoFim'>) => void;
}

const DEFAULT_FIELDS: AdvancedField[] = ['titulo', 'autor', 'assunto'];
let nextKey = 0;
const newRow = (campo: AdvancedField, valor = '', operador: Operator = 'E'): Row => ({ key: nextKey++, campo, valor, operador });

function rowsOf(search: CatalogueSearch): Row[] {
  if (!search.campo?.length) return DEFAULT_FIELDS.map((campo) => newRow(campo));
  return search.campo.map((campo, i) => newRow(campo, search.valor?.[i] ?? '', search.operador?.[i] ?? 'E'));
}

const yearText = (year: number | undefined) => (year === undefined ? '' : String(year));
const toYear = (text: string): number | undefined => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** Several fields combined with and / or / and not, and a range of years (the contract's campo/valor/operador). */
export function AdvancedSearchForm({ search, onSearch }: AdvancedSearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState(() => rowsOf(search));
  const [from, setFrom] = useState(yearText(search.anoIni));
  const [to, setTo] = useState(yearText(search.anoFim));
  const [error, setError] = useState<'required' | 'years' | null>(null);

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function focusField(selector: string) {
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const filled = rows.filter((row) => row.valor.trim());
    if (filled.length === 0) {
      setError('required');
      focusField('input[name="valor"]');
      return;
    }
    const anoIni = toYear(from);
    const anoFim = toYear(to);
    if (anoIni !== undefined && anoFim !== undefined && anoIni > anoFim) {
      setError('years');
      focusField('input[name="anoIni"]');
      return;
    }
    setError(null);
    onSearch({
      campo: filled.map((row) => row.campo),
      valor: filled.map((row) => row.valor.trim()),
      operador: filled.map((row) => row.operador),
      anoIni,
      anoFim,
    });
  }

  return (
    <form ref={form} role="search" aria-label={t`Advanced search`} className="advanced-search" onSubmit={submit} noValidate>
      <fieldset>
        <legend>
          <Trans>Find titles where</Trans>
        </legend>
        <ol className="advanced-rows">
          {rows.map((row, index) => (
            <AdvancedRow
              key={row.key}
              row={row}
              index={index}
              invalid={error === 'required'}
              describedBy={error === 'required' ? `${id}-error` : undefined}
              onChange={(change) => update(row.key, change)}
              onRemove={rows.length > 1 ? () => setRows((current) => current.filter((r) => r.key !== row.key)) : undefined}
            />
          ))}
        </ol>
        {rows.length < MAX_ADVANCED_ROWS && (
          <button type="button" className="button button-secondary" onClick={() => setRows([...rows, newRow('livre')])}>
            <Trans>Add a field</Trans>
          </button>
        )}
      </fieldset>
      <fieldset className="advanced-years">
        <legend>
          <Trans>Publication year</Trans>
        </legend>
        <label className="inline-field">
          <span>
            <Trans comment="Publication year range: from">From</Trans>
          </span>
          <input name="anoIni" inputMode="numeric" size={6} maxLength={4} value={from} onChange={(e) => setFrom(e.target.value)}
            aria-invalid={error === 'years' || undefined} aria-describedby={error === 'years' ? `${id}-error` : undefined} />
        </label>
        <label className="inline-field">
          <span>
            <Trans comment="Publication year range: to">To</Trans>
          </span>
          <input name="anoFim" inputMode="numeric" size={6} maxLength={4} value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </fieldset>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error === 'required' ? <Trans>The above field is required.</Trans> : <Trans>The first year cannot be after the last one.</Trans>}
        </p>
      )}
      <button type="submit" className="button">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
