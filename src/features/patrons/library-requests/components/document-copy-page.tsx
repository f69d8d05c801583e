// /meupergamum/comutacao-bibliografica (spec §1 Bibliographic switching, §3 document-copy
// request types): a copy of an article, of a thesis or dissertation (with its degree), or of
// part of a document, brought from another library.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import { copyTypeLabels } from '../messages';
import { libraryRequestQueries, type CopyType } from '../queries';
import { libraryField } from './library-field';
import { RequestForm, type FieldSpec } from './request-form';
import { RequestLinks } from './request-links';
import '../library-requests.css';

export function DocumentCopyPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { data } = useSuspenseQuery(libraryRequestQueries.formData());
  const [type, setType] = useState<CopyType>('artigo');
  const library = libraryField(t`Library`, data.bibliotecas_recebimento);
  const year: FieldSpec = { name: 'ano', kind: 'number', label: t`Year`, max: 9999 };
  const pages: FieldSpec = { name: 'paginas', kind: 'text', label: t`Pages`, hint: t`For example: 12-30`, maxLength: 50 };
  const notes: FieldSpec = { name: 'observacoes', kind: 'textarea', label: t`Notes` };
  const fields: Record<CopyType, FieldSpec[]> = {
    artigo: [
      library,
      { name: 'titulo_periodico', kind: 'text', label: t`Journal title`, required: true },
      { name: 'issn', kind: 'text', label: t`ISSN`, maxLength: 20 },
      { name: 'titulo_artigo', kind: 'text', label: t`Article title`, required: true },
      { name: 'autores', kind: 'text', label: t`Authors` },
      { name: 'volume', kind: 'text', label: t`Volume`, maxLength: 50 },
      { name: 'numero', kind: 'text', label: t`Issue`, maxLength: 50 },
      year, pages, notes,
    ],
    tese: [
      library,
      { name: 'titulo', kind: 'text', label: t`Title`, required: true },
      { name: 'autor', kind: 'text', label: t`Author`, required: true, maxLength: 300 },
      {
        name: 'grau', kind: 'select', label: t`Degree`, required: true,
        options: [
          { value: 'mestrado', label: t`Master's` }, { value: 'doutorado', label: t`Doctorate` }, { value: 'pos_doutorado', label: t`Post-doctorate` },
        ],
      },
      { name: 'instituicao', kind: 'text', label: t`Institution`, maxLength: 300 },
      year, pages, notes,
    ],
    'parte-documento': [
      library,
      { name: 'titulo_documento', kind: 'text', label: t`Document title`, required: true },
      { name: 'titulo_parte', kind: 'text', label: t`Part (chapter, section)`, required: true },
      { name: 'autor', kind: 'text', label: t`Author`, maxLength: 300 },
      { name: 'edicao', kind: 'text', label: t`Edition`, maxLength: 100 },
      year,
      { name: 'isbn', kind: 'text', label: t`ISBN`, maxLength: 20 },
      pages, notes,
    ],
  };
  return (
    <section className="library-request-page">
      <PageHeading title={t`Document copy`} />
      <p><Trans>Ask the library for a copy of an article, a thesis or part of a document it does not hold.</Trans></p>
      <fieldset className="copy-type">
        <legend><Trans>What do you need?</Trans></legend>
        {(['artigo', 'tese', 'parte-documento'] as const).map((value) => (
          <div key={value} className="field field-checkbox">
            <input type="radio" id={`${id}-${value}`} name="copy-type" value={value} checked={type === value} onChange={() => setType(value)} />
            <label htmlFor={`${id}-${value}`}>{i18n._(copyTypeLabels[value])}</label>
          </div>
        ))}
      </fieldset>
      <RequestForm key={type} kind={type} fields={fields[type]} submitLabel={t`Send request`} />
      <RequestLinks />
    </section>
  );
}
