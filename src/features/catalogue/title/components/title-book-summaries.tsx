import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.gen';
import { titleQueries } from '../queries';

type SummaryKind = components['schemas']['SummaryData']['resumos'][number]['tipo'];

/** The book-summary sub-page: the title's summaries and abstracts (MARC 520). */
export function TitleBookSummaries({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(titleQueries.summaries(codAcervo));
  const kinds: Record<SummaryKind, string> = {
    resumo: t`Summary`,
    assunto: t`Subject`,
    resenha: t`Review`,
    escopo: t`Scope and content`,
    abstract: t`Abstract`,
    conteudo: t`Content advice`,
    outro: t`Note`,
  };
  return (
    <section>
      <h2>{t`Book summaries`}</h2>
      {data.resumos.length === 0 ? (
        <p className="empty-state">
          <Trans>This title has no book summary.</Trans>
        </p>
      ) : (
        data.resumos.map((summary, index) => (
          <article key={index} className="book-summary">
            <h3>{kinds[summary.tipo]}</h3>
            <p>{summary.texto}</p>
          </article>
        ))
      )}
    </section>
  );
}
