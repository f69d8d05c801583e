// /meupergamum/pesquisa-especializada (spec §1 Specialized search).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../../components/page-heading';
import { rangeError } from '../form-rules';
import { libraryRequestQueries } from '../queries';
import { libraryField } from './library-field';
import { RequestForm, type FieldSpec } from './request-form';
import { RequestLinks } from './request-links';
import '../library-requests.css';

const yearOf = (v: unknown) => (typeof v === 'number' ? v : undefined);

export function SpecializedSearchPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(libraryRequestQueries.formData());
  const fields: FieldSpec[] = [
    libraryField(t`Library`, data.bibliotecas_recebimento),
    { name: 'assunto', kind: 'text', label: t`Subject`, required: true },
    { name: 'objetivo', kind: 'textarea', label: t`Purpose`, hint: t`What the search is for (a thesis, a project, a report).` },
    { name: 'palavras_chave', kind: 'text', label: t`Keywords`, hint: t`Separated by commas.`, maxLength: 1000 },
    { name: 'idiomas', kind: 'list', label: t`Languages`, hint: t`For example: Portuguese, English.` },
    { name: 'ano_inicio', kind: 'number', label: t`From year`, max: 9999 },
    { name: 'ano_fim', kind: 'number', label: t`Until year`, max: 9999 },
    { name: 'observacoes', kind: 'textarea', label: t`Notes` },
  ];
  return (
    <section className="library-request-page">
      <PageHeading title={t`Specialized search`} />
      <p><Trans>A librarian searches databases and catalogues on your subject for you.</Trans></p>
      <RequestForm kind="pesquisa" fields={fields} submitLabel={t`Send request`}
        check={(b) => rangeError(yearOf(b.ano_inicio), yearOf(b.ano_fim), 'error.years-order')} />
      <RequestLinks />
    </section>
  );
}
