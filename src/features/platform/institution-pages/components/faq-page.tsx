// /faq: the institution's frequently asked questions (GET /parametros/faq), in the reader's
// language (Portuguese when the library wrote none in it).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../../components/page-heading';
import { institutionPageQueries } from '../queries';
import { InstitutionHtml } from './institution-html';
import '../institution-pages.css';

export function FaqPage() {
  const { t } = useLingui();
  const { data: entries } = useSuspenseQuery(institutionPageQueries.faq());
  return (
    <section className="institution-page">
      <PageHeading title={t`Frequently asked questions`} />
      {entries.length === 0 ? (
        <p>
          <Trans>The library has not published any questions yet.</Trans>
        </p>
      ) : (
        <dl className="faq-list">
          {entries.map((entry, index) => (
            <div key={index} className="faq-entry">
              <dt>{entry.pergunta}</dt>
              <dd>
                <InstitutionHtml html={entry.resposta} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** /informacoes-gerais: the institution's general information (GET /parametros/informacoes_gerais). */
export function GeneralInformationPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(institutionPageQueries.generalInformation());
  return (
    <section className="institution-page">
      <PageHeading title={data.ativo && data.titulo ? data.titulo : t`General information`} />
      {data.ativo && data.conteudo ? (
        <InstitutionHtml html={data.conteudo} />
      ) : (
        <p>
          <Trans>The library has not published general information yet.</Trans>
        </p>
      )}
    </section>
  );
}
