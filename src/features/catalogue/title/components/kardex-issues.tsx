import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../../openapi/schema.gen';
import { QueryBoundary } from '../../../../components/query-boundary';
import { titleQueries } from '../queries';
import { formatDate } from '../../../../lib/format';

type KardexIssue = components['schemas']['KardexIssue'];

function IssueContents({ codAcervo, issue }: { codAcervo: number; issue: KardexIssue }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(titleQueries.kardexIssue(codAcervo, issue.cod_fasciculo));
  if (data.sumario.length === 0) return <p>{t`No contents were catalogued for this issue.`}</p>;
  return (
    <ul className="kardex-contents">
      {data.sumario.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** The issues of a periodical in the Kardex, each with its contents on demand. */
export function KardexIssues({ codAcervo, issues }: { codAcervo: number; issues: KardexIssue[] }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const status: Record<KardexIssue['situacao'], string> = {
    recebido: t`Received`,
    em_atraso: t`Late`,
    nao_publicado: t`Not published`,
  };
  if (issues.length === 0) {
    return (
      <p className="empty-state">
        <Trans>No issues match this choice.</Trans>
      </p>
    );
  }
  return (
    <div className="table-scroll" role="region" aria-label={t`Issues`} tabIndex={0}>
      <table className="responsive-table">
        <caption>{t`Issues`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Issue`}</th>
            <th scope="col">{t`Year`}</th>
            <th scope="col">{t`Period`}</th>
            <th scope="col">{t`Library`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Arrived on`}</th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.cod_fasciculo}>
              <th scope="row" className="card-title">
                {issue.descricao}
                {issue.possui_sumario && (
                  <>
                    {' '}
                    <button type="button" className="link-button" aria-expanded={open === issue.cod_fasciculo} onClick={() => setOpen(open === issue.cod_fasciculo ? null : issue.cod_fasciculo)}>
                      {t`Contents`}
                    </button>
                    {open === issue.cod_fasciculo && (
                      <QueryBoundary>
                        <IssueContents codAcervo={codAcervo} issue={issue} />
                      </QueryBoundary>
                    )}
                  </>
                )}
              </th>
              <td data-label={t`Year`}>{issue.ano}</td>
              <td data-label={t`Period`}>{issue.periodo}</td>
              <td data-label={t`Library`}>{issue.desc_biblioteca}</td>
              <td data-label={t`Status`}>{status[issue.situacao]}</td>
              <td data-label={t`Arrived on`}>{issue.data_chegada && formatDate(issue.data_chegada, { locale: i18n.locale })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
