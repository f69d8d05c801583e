// /meupergamum/emprestimo-entre-bibliotecas: the form the inter-library loan call always had
// none of (spec §7 POST emprestimo-inter-bibliotecas; §5 phone and e-mail required, phone
// kept to digits, hyphen, parentheses and spaces, 16 characters).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../../components/page-heading';
import { libraryRequestQueries } from '../queries';
import { libraryField } from './library-field';
import { RequestForm, type FieldSpec } from './request-form';
import { RequestLinks } from './request-links';
import '../library-requests.css';

/** Spec §5's phone sanitiser. */
export const cleanPhone = (phone: string) => phone.replace(/[^0-9() -]/g, '').slice(0, 16);

/** What the network catalogue's record page fills in (its "ask for it" link). */
export interface InterLibraryPrefill { cod_empresa?: number; titulo?: string; autor?: string; ano?: number }

export function InterLibraryPage({ prefill = {} }: { prefill?: InterLibraryPrefill }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(libraryRequestQueries.formData());
  const lender = data.instituicoes.some((i) => i.cod_empresa === prefill.cod_empresa) ? prefill.cod_empresa : undefined;
  const fields: FieldSpec[] = [
    {
      name: 'cod_empresa', kind: 'select', numeric: true, required: true, label: t`Borrow from`,
      options: data.instituicoes.map((i) => ({ value: i.cod_empresa, label: i.desc_empresa })),
      ...(lender === undefined ? {} : { defaultValue: String(lender) }),
    },
    { name: 'titulo', kind: 'text', label: t`Title`, required: true, ...(prefill.titulo ? { defaultValue: prefill.titulo.slice(0, 500) } : {}) },
    { name: 'autor', kind: 'text', label: t`Author`, maxLength: 300, ...(prefill.autor ? { defaultValue: prefill.autor.slice(0, 300) } : {}) },
    { name: 'edicao', kind: 'text', label: t`Edition`, maxLength: 100 },
    { name: 'ano', kind: 'number', label: t`Year`, max: 9999, ...(prefill.ano ? { defaultValue: String(prefill.ano) } : {}) },
    { name: 'isbn_issn', kind: 'text', label: t`ISBN or ISSN`, maxLength: 40 },
    { name: 'volume', kind: 'text', label: t`Volume`, maxLength: 50 },
    libraryField(t`Receive at`, data.bibliotecas_recebimento, 'biblioteca_recebimento'),
    { name: 'telefone', kind: 'tel', label: t`Phone`, required: true, maxLength: 16, defaultValue: cleanPhone(data.telefone ?? '') },
    { name: 'email', kind: 'email', label: t`E-mail`, required: true, maxLength: 200, defaultValue: data.email ?? '' },
    { name: 'observacoes', kind: 'textarea', label: t`Notes` },
  ];
  return (
    <section className="library-request-page">
      <PageHeading title={t`Inter-library loan`} />
      <p><Trans>Borrow a book another institution of the network holds; it is delivered to the library you choose.</Trans></p>
      <RequestForm kind="inter-bibliotecas" fields={fields} submitLabel={t`Send request`}
        shape={(body) => ({ body: { ...body, telefone: cleanPhone(String(body.telefone ?? '')) } })} />
      <RequestLinks />
    </section>
  );
}
