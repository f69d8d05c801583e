// /balcao/rede (issue 26 item 2, role cataloguing or admin): the partner institutions whose
// OAI-PMH repositories are harvested into the network catalogue — address, set, format,
// interval, whether the schedule harvests them — with each one's last harvest (status,
// summary, where an unfinished run stopped) and a button to harvest now.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { describeApiError } from '../../../../api/errors';
import { CheckboxField, FormAnswer, FormField } from '../../../../components/form-field';
import { PageHeading } from '../../../../components/page-heading';
import { RecordFormButtons, useRecordForm } from '../../../../components/record-form';
import { QueryBoundary } from '../../../../components/query-boundary';
import { notify } from '../../../../lib/notices';
import { partnerActions, partnerQueries, type HarvestSummary, type NetworkPartner, type NetworkPartnerInput } from '../queries';
import '../network-partners.css';

const EMPTY: NetworkPartnerInput = { desc_empresa: '', url: '', conjunto: null, prefixo: 'marc21', intervalo_horas: 24, ativo: true };

export function NetworkPartnersPage() {
  const { t } = useLingui();
  return (
    <section className="network-partners">
      <PageHeading title={t`Network catalogue partners`} />
      <p><Trans>Institutions whose catalogues are harvested over OAI-PMH into the network catalogue (Rede Pergamum). Each harvest asks only for what changed since the last one.</Trans></p>
      <h2>{t`Add a partner`}</h2>
      <PartnerForm initial={EMPTY} code={null} />
      <h2>{t`Partners`}</h2>
      <QueryBoundary>
        <PartnerTable />
      </QueryBoundary>
    </section>
  );
}

function Summary({ summary }: { summary: HarvestSummary }) {
  const { t } = useLingui();
  const reasons = Object.entries(summary.reasons).map(([reason, n]) => `${n} ${reason}`).join(', ');
  return (
    <p className="partner-summary">
      {t`${summary.added} added, ${summary.updated} updated, ${summary.deleted} deleted, ${summary.skipped} skipped`}
      {reasons && ` (${reasons})`}
      {' — '}
      {t`${summary.pages} pages, ${summary.records} records in ${summary.seconds} s (${summary.recordsPerSecond} records/s)`}
      {summary.error && <><br />{summary.error}</>}
    </p>
  );
}

function PartnerTable() {
  const { t, i18n } = useLingui();
  const { data } = useSuspenseQuery(partnerQueries.list());
  const queryClient = useQueryClient();
  const harvest = useMutation({
    mutationFn: (code: number) => partnerActions.harvest(queryClient, code),
    onSuccess: (result) => (result.ok ? notify('success', t`Harvest started.`) : notify('error', describeApiError(result.error, i18n).text)),
  });
  if (data.length === 0) return <p><Trans>No partners yet.</Trans></p>;
  const status = (p: NetworkPartner) => {
    if (p.situacao === 'em-execucao') return t`Harvesting…`;
    if (p.situacao === 'erro') return p.retomada ? t`Failed; the next harvest continues from page ${p.retomada.paginas + 1}` : t`Failed`;
    if (p.situacao === 'ok') return p.resumo?.outcome === 'nothing-new' ? t`Up to date (nothing new)` : t`Harvested`;
    return t`Not harvested yet`;
  };
  return (
    <table className="responsive-table">
      <caption className="visually-hidden">{t`Partners`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Institution`}</th>
          <th scope="col">{t`OAI-PMH address`}</th>
          <th scope="col">{t`Records`}</th>
          <th scope="col">{t`Last harvest`}</th>
          <th scope="col">{t`Actions`}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((p) => (
          <tr key={p.cod_empresa} data-partner={p.cod_empresa}>
            <td data-label={t`Institution`}>{p.desc_empresa}</td>
            <td data-label={t`OAI-PMH address`} className="partner-address">
              {p.url} ({p.prefixo}{p.conjunto ? `, ${p.conjunto}` : ''})
              <br />
              {p.ativo ? t`Every ${p.intervalo_horas} h` : t`Not on schedule`}
            </td>
            <td data-label={t`Records`}>{i18n.number(p.registros)}</td>
            <td data-label={t`Last harvest`}>
              <span role="status">{status(p)}</span>
              {p.ultima_execucao && <> — {i18n.date(p.ultima_execucao, { dateStyle: 'short', timeStyle: 'short' })}</>}
              {p.resumo && <Summary summary={p.resumo} />}
            </td>
            <td data-label={t`Actions`}>
              <button type="button" className="button" disabled={p.situacao === 'em-execucao' || harvest.isPending}
                onClick={() => harvest.mutate(p.cod_empresa)} aria-label={t`Harvest ${p.desc_empresa} now`}>
                <Trans>Harvest now</Trans>
              </button>
              <details>
                <summary>{t`Change`}</summary>
                <PartnerForm initial={toInput(p)} code={p.cod_empresa} />
              </details>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const toInput = (p: NetworkPartner): NetworkPartnerInput =>
  ({ desc_empresa: p.desc_empresa, url: p.url, conjunto: p.conjunto, prefixo: p.prefixo, intervalo_horas: p.intervalo_horas, ativo: p.ativo });

function PartnerForm({ initial, code }: { initial: NetworkPartnerInput; code: number | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { value, set, error, submit, ...form } = useRecordForm({
    initial, empty: EMPTY, code,
    save: (which, body: NetworkPartnerInput) => partnerActions.save(queryClient, which, body),
    remove: (which) => partnerActions.remove(queryClient, which),
    saved: t`Partner saved.`,
    removed: t`Partner removed, with its records.`,
  });
  return (
    <form className="partner-form" onSubmit={submit} noValidate>
      <FormField label={t`Institution name`}>
        {(control) => <input {...control} type="text" required maxLength={200} value={value.desc_empresa} onChange={(e) => set('desc_empresa', e.target.value)} />}
      </FormField>
      <FormField label={t`OAI-PMH base address`} hint={t`For example https://repositorio.example.edu/oai/request`}>
        {(control) => <input {...control} type="url" required maxLength={2000} value={value.url} onChange={(e) => set('url', e.target.value)} />}
      </FormField>
      <FormField label={t`Set (optional)`}>
        {(control) => <input {...control} type="text" maxLength={200} value={value.conjunto ?? ''} onChange={(e) => set('conjunto', e.target.value || null)} />}
      </FormField>
      <FormField label={t`Format`}>
        {(control) => (
          <select {...control} value={value.prefixo} onChange={(e) => set('prefixo', e.target.value as NetworkPartnerInput['prefixo'])}>
            <option value="marc21">{t`MARC 21 (MARCXML)`}</option>
            <option value="oai_dc">{t`Dublin Core (oai_dc)`}</option>
          </select>
        )}
      </FormField>
      <FormField label={t`Hours between harvests`}>
        {(control) => <input {...control} type="number" required min={1} max={8760} value={value.intervalo_horas} onChange={(e) => set('intervalo_horas', Number(e.target.value))} />}
      </FormField>
      <CheckboxField label={t`Harvested on schedule`} checked={value.ativo} onChange={(on) => set('ativo', on)} />
      <RecordFormButtons form={form} />
      <FormAnswer error={error && describeApiError(error, i18n).text} />
    </form>
  );
}
