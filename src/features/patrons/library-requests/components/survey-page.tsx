// /meupergamum/levantamento-bibliografico (spec §1 Bibliographic survey, §3 its fields,
// §5 the bibliography's start page not after its final page).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../../components/page-heading';
import { pagesError, rangeError } from '../form-rules';
import { libraryRequestQueries } from '../queries';
import { libraryField } from './library-field';
import { RequestForm, type FieldSpec } from './request-form';
import { RequestLinks } from './request-links';
import '../library-requests.css';

type Body = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export const surveyCheck = (b: Body) =>
  rangeError(str(b.data_inicio), str(b.data_fim), 'error.dates-order')
  ?? pagesError(num(b.pagina_inicial_bibliografia), num(b.pagina_final_bibliografia));

export function SurveyPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(libraryRequestQueries.formData());
  const fields: FieldSpec[] = [
    libraryField(t`Library`, data.bibliotecas_recebimento),
    { name: 'assunto_geral', kind: 'text', label: t`General subject`, required: true },
    { name: 'delimitacao', kind: 'textarea', label: t`Delimitation`, hint: t`What the survey should and should not cover.` },
    { name: 'palavras_chave', kind: 'text', label: t`Keywords`, hint: t`Separated by commas.`, maxLength: 1000 },
    { name: 'idiomas', kind: 'list', label: t`Languages`, hint: t`For example: Portuguese, English.` },
    { name: 'data_inicio', kind: 'date', label: t`Published from` },
    { name: 'data_fim', kind: 'date', label: t`Published until` },
    { name: 'tipos_publicacao', kind: 'list', label: t`Publication types`, hint: t`For example: articles, theses, books.` },
    {
      name: 'suporte', kind: 'select', label: t`Printed or online`,
      options: [{ value: 'ambos', label: t`Both` }, { value: 'impresso', label: t`Printed` }, { value: 'online', label: t`Online` }],
    },
    { name: 'folha_rosto', kind: 'checkbox', label: t`Include a cover sheet` },
    { name: 'sumario', kind: 'checkbox', label: t`Include a summary` },
    { name: 'pagina_inicial_bibliografia', kind: 'number', label: t`Bibliography start page` },
    { name: 'pagina_final_bibliografia', kind: 'number', label: t`Bibliography final page` },
    { name: 'total_paginas', kind: 'number', label: t`Total pages` },
    { name: 'ilustracoes', kind: 'checkbox', label: t`Illustrations` },
  ];
  return (
    <section className="library-request-page">
      <PageHeading title={t`Bibliographic survey`} />
      <p><Trans>The library searches the literature on your subject and sends you a list of references.</Trans></p>
      <RequestForm kind="levantamento" fields={fields} check={surveyCheck} submitLabel={t`Send request`} />
      <RequestLinks />
    </section>
  );
}
