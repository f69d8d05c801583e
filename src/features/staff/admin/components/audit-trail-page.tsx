// /balcao/auditoria (reports): the audit trail filtered by dates, who acted, what was done
// (chosen from a list of the actions in words), which patron and the channel (the patron's
// phone, a self-check terminal, a payment provider); paged, newest first; the
// filtered rows as a CSV download. Each row reads in words (audit-words.ts): the action's
// name, and what changed field by field, labelled, before and after; no raw JSON.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '../../../../api/errors';
import { dateRangeError } from '../../../../components/date-range';
import { saveBlob } from '../../../../components/download-file';
import { OfflineNotice, useNetworkGate } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { Pagination } from '../../../../components/pagination';
import { DataSection } from '../../../../components/query-boundary';
import { formatDateTime } from '../../../../lib/format';
import { actionWords, AUDIT_ACTIONS, AUDIT_CHANNELS, changesOf } from '../audit-words';
import { auditCsv, staffAdminQueries, type AuditFilters } from '../queries';
import '../staff-admin.css';
import { useFieldChecks } from '../../../../components/field-checks';
import { DateField } from '../../../../components/date-field';

export interface AuditSearch extends AuditFilters { pagina?: number }

const FIELDS = ['autor', 'usuario'] as const;

export function AuditTrailPage({ search }: { search: AuditSearch }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const network = useNetworkGate();
  // The address's channel is checked here, not in the route (its validation is in the entry chunk): an unknown one is dropped.
  const { pagina = 1, canal, ...rest } = search;
  const filters: AuditFilters = canal && Object.hasOwn(AUDIT_CHANNELS, canal) ? { ...rest, canal } : rest;
  const [form, setForm] = useState<AuditFilters>(filters);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const labels: Record<(typeof FIELDS)[number], string> = { autor: t`Staff member (login)`, usuario: t`Patron (login)` };
  const actions = Object.keys(AUDIT_ACTIONS)
    .map((name) => ({ name, words: actionWords(i18n, name) }))
    .sort((a, b) => a.words.localeCompare(b.words, i18n.locale));

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    const order = dateRangeError(form.de ?? '', form.ate ?? '', false);
    setProblem(order ? t`The start date cannot be after the end date.` : null);
    if (order) return;
    const next = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v?.trim()]).filter(([, v]) => v)) as AuditFilters;
    void navigate({ to: '/balcao/auditoria', search: next });
  }

  async function download() {
    if (network.offline || busy) return;
    setBusy(true);
    try {
      saveBlob(await auditCsv(filters), `auditoria-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setProblem(describeApiError(error, i18n).text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeading title={t`Audit trail`} />
      <OfflineNotice />
      <form className="audit-filters" onSubmit={submit} noValidate aria-label={t`Filter the audit trail`}>
        <div className="field">
          <label htmlFor={`${id}-de`}>{t`From`}</label>
          <DateField id={`${id}-de`} value={form.de ?? ''} onChange={(de) => setForm({ ...form, de })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-ate`}>{t`To`}</label>
          <DateField id={`${id}-ate`} value={form.ate ?? ''} onChange={(ate) => setForm({ ...form, ate })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-acao`}>{t`Action`}</label>
          <select id={`${id}-acao`} value={form.acao ?? ''} onChange={(event) => setForm({ ...form, acao: event.target.value })}>
            <option value="">{t`Any action`}</option>
            {form.acao && !AUDIT_ACTIONS[form.acao] && <option value={form.acao}>{form.acao}</option>}
            {actions.map((a) => (
              <option key={a.name} value={a.name}>{a.words}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-canal`}>{t`Channel`}</label>
          <select id={`${id}-canal`} value={form.canal ?? ''} onChange={(event) => setForm({ ...form, canal: (event.target.value || undefined) as AuditFilters['canal'] })}>
            <option value="">{t`Any channel`}</option>
            {(Object.keys(AUDIT_CHANNELS) as (keyof typeof AUDIT_CHANNELS)[]).map((channel) => (
              <option key={channel} value={channel}>{i18n._(AUDIT_CHANNELS[channel])}</option>
            ))}
          </select>
        </div>
        {FIELDS.map((field) => (
          <div key={field} className="field">
            <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
            <input id={`${id}-${field}`} value={form[field] ?? ''} maxLength={200} autoComplete="off"
              onChange={(event) => setForm({ ...form, [field]: event.target.value })} />
          </div>
        ))}
        <div className="button-row">
          <button type="submit" className="button">
            <Trans>Filter</Trans>
          </button>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => void download()} {...network.controlProps}>
            <Trans>Download CSV</Trans>
          </button>
          {network.hint}
        </div>
      </form>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      <DataSection id={`${id}-rows`} title={t`Recorded actions`} resetKey={JSON.stringify(search)}>
        <AuditRows filters={filters} page={pagina} />
      </DataSection>
    </>
  );
}

/** What a row changed, one labelled line per field: before → after. */
function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t, i18n } = useLingui();
  const changes = changesOf(i18n, before, after);
  if (changes.length === 0) return <>—</>;
  return (
    <dl className="audit-changes">
      {changes.map((c) => (
        <div key={c.field}>
          <dt>{c.label}</dt>
          <dd>
            {c.before !== null && c.after !== null ? (
              <>
                <span className="visually-hidden">{t`from`} </span>{c.before} <span aria-hidden="true">→</span>
                <span className="visually-hidden"> {t`to`}</span> {c.after}
              </>
            ) : c.after !== null ? c.after : (
              <>
                <del>{c.before}</del> <span className="visually-hidden">{t`(removed)`}</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AuditRows({ filters, page }: { filters: AuditFilters; page: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(staffAdminQueries.audit(filters, page));
  if (data.total === 0) {
    return (
      <p role="status">
        <Trans>Nothing recorded matches these filters.</Trans>
      </p>
    );
  }
  const total = data.total;
  return (
    <>
      <p role="status">
        <Trans>Recorded actions: {total}</Trans>
      </p>
      <table className="responsive-table audit-table">
        <caption className="visually-hidden">{t`Recorded actions`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`When`}</th>
            <th scope="col">{t`Who`}</th>
            <th scope="col">{t`Channel`}</th>
            <th scope="col">{t`Action`}</th>
            <th scope="col">{t`Patron`}</th>
            <th scope="col">{t`Reason`}</th>
            <th scope="col">{t`What changed`}</th>
          </tr>
        </thead>
        <tbody>
          {data.itens.map((row) => (
            <tr key={row.id}>
              <th scope="row" data-label={t`When`}>{formatDateTime(row.quando, { locale: i18n.locale })}</th>
              <td data-label={t`Who`}>{row.autor_nome ?? t`The system`}</td>
              <td data-label={t`Channel`}>{row.canal ? i18n._(AUDIT_CHANNELS[row.canal]) : '—'}</td>
              <td data-label={t`Action`}>{actionWords(i18n, row.acao)}</td>
              <td data-label={t`Patron`}>{row.usuario_nome ? `${row.usuario_nome} (${row.usuario})` : '—'}</td>
              <td data-label={t`Reason`}>{row.motivo ?? '—'}</td>
              <td data-label={t`What changed`}><Changes before={row.antes} after={row.depois} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / data.por_pagina)}
        label={t`Pages of the audit trail`}
        onPage={(next) => void navigate({ to: '/balcao/auditoria', search: { ...filters, pagina: next } })}
      />
    </>
  );
}
