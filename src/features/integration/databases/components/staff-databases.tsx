// /balcao/bases-dados (issue 24 item 5, role cataloguing): the subscribed databases, each
// with its library, access notes, address, whether it needs the patron's sign-in, and
// whether patrons see it; staff add, change and remove them (each change audited).
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { describeApiError } from '../../../../api/errors';
import { CheckboxField, FormAnswer, FormField } from '../../../../components/form-field';
import { PageHeading } from '../../../../components/page-heading';
import { RecordFormButtons, useRecordForm } from '../../../../components/record-form';
import { QueryBoundary } from '../../../../components/query-boundary';
import { databaseActions, databaseQueries, type DatabaseInput, type StaffDatabase } from '../queries';
import '../databases.css';

const EMPTY: DatabaseInput = { nome: '', base: '', descricao: null, url: null, acesso_restrito: false, cod_biblioteca: null, ativo: true };

export function StaffDatabasesPage() {
  const { t } = useLingui();
  return (
    <section className="staff-databases">
      <PageHeading title={t`Subscribed databases`} />
      <h2>{t`Add a database`}</h2>
      <DatabaseForm initial={EMPTY} id={null} />
      <h2>{t`Databases`}</h2>
      <QueryBoundary>
        <DatabaseList />
      </QueryBoundary>
    </section>
  );
}

function DatabaseList() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(databaseQueries.staff());
  if (data.length === 0) return <p><Trans>No databases yet.</Trans></p>;
  return (
    <ul className="database-list">
      {data.map((d) => (
        <li key={d.codigo} data-staff-database={d.base}>
          <details>
            <summary>
              {d.nome} — {d.desc_biblioteca ?? t`All libraries`}
              {!d.ativo && <> ({t`hidden from patrons`})</>}
            </summary>
            <DatabaseForm initial={toInput(d)} id={d.codigo} />
          </details>
        </li>
      ))}
    </ul>
  );
}

const toInput = ({ codigo: _c, desc_biblioteca: _d, ...input }: StaffDatabase): DatabaseInput => input;

function DatabaseForm({ initial, id }: { initial: DatabaseInput; id: number | null }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const libraries = useQuery(databaseQueries.libraries()).data ?? [];
  const { value, set, error, submit, ...form } = useRecordForm({
    initial, empty: EMPTY, code: id,
    save: (which, body: DatabaseInput) => databaseActions.save(queryClient, which, body),
    remove: (which) => databaseActions.remove(queryClient, which),
    saved: t`Database saved.`,
    removed: t`Database removed.`,
  });
  return (
    <form className="database-form" onSubmit={submit} noValidate>
      <FormField label={t`Name`}>
        {(control) => <input {...control} type="text" required maxLength={200} value={value.nome} onChange={(e) => set('nome', e.target.value)} />}
      </FormField>
      <FormField label={t`Base identifier`}>
        {(control) => <input {...control} type="text" required maxLength={100} value={value.base} onChange={(e) => set('base', e.target.value)} />}
      </FormField>
      <FormField label={t`Library`}>
        {(control) => (
          <select {...control} value={value.cod_biblioteca ?? ''} onChange={(e) => set('cod_biblioteca', e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t`All libraries`}</option>
            {libraries.map((l) => <option key={l.cod_biblioteca} value={l.cod_biblioteca}>{l.desc_biblioteca}</option>)}
          </select>
        )}
      </FormField>
      <FormField label={t`Web address`}>
        {(control) => <input {...control} type="url" maxLength={2000} value={value.url ?? ''} onChange={(e) => set('url', e.target.value || null)} />}
      </FormField>
      <FormField label={t`Access notes`}>
        {(control) => <textarea {...control} rows={2} maxLength={2000} value={value.descricao ?? ''} onChange={(e) => set('descricao', e.target.value || null)} />}
      </FormField>
      <CheckboxField label={t`Opened through the patron's sign-in (restricted access)`} checked={value.acesso_restrito} onChange={(on) => set('acesso_restrito', on)} />
      <CheckboxField label={t`Shown to patrons`} checked={value.ativo} onChange={(on) => set('ativo', on)} />
      <RecordFormButtons form={form} />
      <FormAnswer error={error && describeApiError(error, i18n).text} />
    </form>
  );
}
