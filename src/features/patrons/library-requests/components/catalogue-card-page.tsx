// /meupergamum/ficha-catalografica (spec §1 Catalogue card): the request, and beyond the
// spec a draft card (PDF) from the same form, with its Cutter-Sanborn author mark, marked as
// a draft for the library to check.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import { pagesError } from '../form-rules';
import { downloadDraftCard, libraryRequestQueries, type CatalogueCardForm } from '../queries';
import { libraryField } from './library-field';
import { RequestForm, type FieldSpec } from './request-form';
import { RequestLinks } from './request-links';
import '../library-requests.css';

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const cardCheck = (b: Record<string, unknown>) => pagesError(num(b.pagina_inicial_bibliografia), num(b.pagina_final_bibliografia), num(b.total_paginas));

export function CatalogueCardPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(libraryRequestQueries.formData());
  const [busy, setBusy] = useState(false);
  const fields: FieldSpec[] = [
    libraryField(t`Library`, data.bibliotecas_recebimento),
    { name: 'autores', kind: 'text', label: t`Authors`, required: true, hint: t`Your full name; several authors separated by semicolons.` },
    { name: 'titulo', kind: 'text', label: t`Title`, required: true },
    { name: 'subtitulo', kind: 'text', label: t`Subtitle` },
    { name: 'orientador', kind: 'text', label: t`Advisor`, maxLength: 300 },
    { name: 'coorientador', kind: 'text', label: t`Co-advisor`, maxLength: 300 },
    {
      name: 'tipo_trabalho', kind: 'select', label: t`Kind of work`,
      options: [
        { value: 'tcc', label: t`Final undergraduate paper` }, { value: 'especializacao', label: t`Specialization monograph` },
        { value: 'mestrado', label: t`Master's dissertation` }, { value: 'doutorado', label: t`Doctoral thesis` }, { value: 'outro', label: t`Other` },
      ],
    },
    { name: 'curso', kind: 'text', label: t`Course or programme`, maxLength: 300 },
    { name: 'ano', kind: 'number', label: t`Year`, max: 9999, defaultValue: String(new Date().getFullYear()) },
    { name: 'total_paginas', kind: 'number', label: t`Total pages` },
    { name: 'ilustracoes', kind: 'checkbox', label: t`Illustrations` },
    { name: 'pagina_inicial_bibliografia', kind: 'number', label: t`Bibliography start page` },
    { name: 'pagina_final_bibliografia', kind: 'number', label: t`Bibliography final page` },
    { name: 'palavras_chave', kind: 'text', label: t`Keywords`, hint: t`Separated by semicolons; they become the card's subjects.`, maxLength: 1000 },
    { name: 'classificacao', kind: 'text', label: t`Class number (CDU or CDD)`, hint: t`If you know it; the library checks it.`, maxLength: 30 },
  ];
  return (
    <section className="library-request-page">
      <PageHeading title={t`Catalogue card`} />
      <p><Trans>The library prepares the catalogue card printed on the back of your work's title page. You can download a draft now; the library checks it before it is final.</Trans></p>
      <RequestForm
        kind="ficha"
        fields={fields}
        check={cardCheck}
        submitLabel={t`Send request`}
        extra={(collect, report) => (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={async () => {
              const body = collect();
              if (!body) return;
              setBusy(true);
              try {
                const outcome = await downloadDraftCard(body as unknown as CatalogueCardForm);
                report(outcome.ok ? null : outcome.message);
              } finally {
                setBusy(false);
              }
            }}
          >
            {t`Download draft card (PDF)`}
          </button>
        )}
      />
      <RequestLinks />
    </section>
  );
}
