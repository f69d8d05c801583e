// A staff queue's filters (issue 36 item 6): search, kind, library, state, dates, sort and
// "assigned to me", applied together by the Filter button or Enter. A start date after the
// end date marks both fields (aria-invalid, the message read with them) and sends nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { StaffQueuePage } from '../../../../api/types';
import { useFieldChecks } from '../../../../components/field-checks';
import { CheckboxField, FormField } from '../../../../components/form-field';
import { dateRangeError } from '../../../../components/date-range';
import type { QueueFilters } from '../queries';
import { DateField } from '../../../../components/date-field';

interface QueueFiltersProps {
  filters: QueueFilters;
  options: StaffQueuePage['opcoes'] | undefined;
  stateLabel: (code: string) => string;
  kindLabel?: (code: string) => string;
  onFilter: (filters: QueueFilters) => void;
}

export function QueueFilterForm({ filters, options, stateLabel, kindLabel, onFilter }: QueueFiltersProps) {
  const { t } = useLingui();
  const [form, setForm] = useState<QueueFilters>(filters);
  const checkFields = useFieldChecks();
  const set = <K extends keyof QueueFilters>(key: K, value: QueueFilters[K] | '') =>
    setForm((f) => ({ ...f, [key]: value === '' ? undefined : value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const wrong = dateRangeError(form.de ?? '', form.ate ?? '', false) !== null;
    const problems = wrong ? [{ control: element.elements.namedItem('de') as HTMLElement, message: t`The start date cannot be after the end date.` }] : [];
    if (!checkFields(element, problems)) return;
    onFilter({ ...form, q: form.q?.trim() || undefined, pagina: undefined });
  }

  return (
    <form className="queue-filters" onSubmit={submit} noValidate aria-label={t`Filter the queue`}>
      <FormField label={t`Search`} hint={t`Name, login or words of the item`}>
        {(control) => <input {...control} type="search" value={form.q ?? ''} maxLength={200} onChange={(e) => set('q', e.target.value)} />}
      </FormField>
      {options && options.tipos.length > 0 && (
        <FormField label={t`Kind`}>
          {(control) => (
            <select {...control} value={form.tipo ?? ''} onChange={(e) => set('tipo', e.target.value)}>
              <option value="">{t`Every kind`}</option>
              {options.tipos.map((k) => <option key={k} value={k}>{kindLabel ? kindLabel(k) : k}</option>)}
            </select>
          )}
        </FormField>
      )}
      {options && options.bibliotecas.length > 1 && (
        <FormField label={t`Library`}>
          {(control) => (
            <select {...control} value={form.biblioteca ?? ''} onChange={(e) => set('biblioteca', e.target.value ? Number(e.target.value) : '')}>
              <option value="">{t`Every library`}</option>
              {options.bibliotecas.map((b) => <option key={b.cod_biblioteca} value={b.cod_biblioteca}>{b.desc_biblioteca}</option>)}
            </select>
          )}
        </FormField>
      )}
      <FormField label={t`State`}>
        {(control) => (
          <select {...control} value={form.situacao ?? 'abertas'} onChange={(e) => set('situacao', e.target.value === 'abertas' ? '' : e.target.value)}>
            <option value="abertas">{t`Open`}</option>
            <option value="todas">{t`Every state`}</option>
            {options?.situacoes.map((s) => <option key={s} value={s}>{stateLabel(s)}</option>)}
          </select>
        )}
      </FormField>
      <FormField label={t`From`}>
        {(control) => <DateField {...control} name="de" value={form.de ?? ''} onChange={(value) => set('de', value)} />}
      </FormField>
      <FormField label={t`To`}>
        {(control) => <DateField {...control} value={form.ate ?? ''} onChange={(value) => set('ate', value)} />}
      </FormField>
      <FormField label={t`Sort`}>
        {(control) => (
          <select {...control} value={form.ordem ?? 'antigas'} onChange={(e) => set('ordem', e.target.value as QueueFilters['ordem'])}>
            <option value="antigas">{t`Oldest first`}</option>
            <option value="recentes">{t`Newest first`}</option>
            <option value="nome">{t`By name`}</option>
          </select>
        )}
      </FormField>
      <CheckboxField label={t`Assigned to me`} checked={form.minhas === true} onChange={(checked) => set('minhas', checked ? true : '')} />
      <div className="button-row">
        <button type="submit" className="button">
          <Trans>Filter</Trans>
        </button>
      </div>
    </form>
  );
}
