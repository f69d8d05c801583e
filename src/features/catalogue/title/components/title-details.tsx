import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Title } from '../../../../api/types';

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function list(values: string[]): ReactNode {
  if (values.length === 0) return null;
  if (values.length === 1) return values[0];
  return (
    <ul className="plain-list">
      {values.map((value, index) => (
        <li key={index}>{value}</li>
      ))}
    </ul>
  );
}

/** The default tab of a title: its catalogue data. */
export function TitleDetails({ title }: { title: Title }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="title-details-heading">
      <h2 id="title-details-heading">{t`Details`}</h2>
      <dl className="details">
        <Row label={t`Author`}>{title.autor}</Row>
        <Row label={t`Edition`}>{title.edicao}</Row>
        <Row label={t`Place of publication`}>{title.local_publicacao}</Row>
        <Row label={t`Publisher`}>{title.editora}</Row>
        <Row label={t`Year`}>{title.ano_publicacao}</Row>
        <Row label={t`Physical description`}>{title.descricao_fisica}</Row>
        <Row label={t`Series`}>{list(title.serie)}</Row>
        <Row label={t`Subjects`}>{list(title.assunto)}</Row>
        <Row label={t`Language`}>{title.idioma_desc ?? title.idioma}</Row>
        <Row label={t`Call number`}>{title.classificacao}</Row>
        <Row label={t`ISBN`}>{list(title.isbn)}</Row>
        <Row label={t`ISSN`}>{list(title.issn)}</Row>
        <Row label={t`Notes`}>{list(title.notas)}</Row>
        <Row label={t`Control number`}>{title.numero_controle}</Row>
      </dl>
    </section>
  );
}
