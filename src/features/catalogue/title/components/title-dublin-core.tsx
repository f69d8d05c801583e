import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../../components/download-file';
import { titleQueries } from '../queries';

/** The Dublin Core sub-page (tab 115): the elements as a table, and as oai_dc XML. */
export function TitleDublinCore({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(titleQueries.dublinCore(codAcervo));
  const { data: xml } = useSuspenseQuery(titleQueries.dublinCoreXml(codAcervo));
  const download = () => downloadFile({ conteudo: xml, tipo_conteudo: 'application/xml', nome_arquivo: null }, `dc-${codAcervo}.xml`);
  return (
    <section>
      <h2>{t`Dublin Core`}</h2>
      {data.length === 0 ? (
        <p className="empty-state">
          <Trans>This title has no Dublin Core elements to show.</Trans>
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-label={t`Dublin Core elements`} tabIndex={0}>
          <table className="responsive-table">
            <caption className="visually-hidden">{t`Dublin Core elements`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Element`}</th>
                <th scope="col">{t`Value`}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((element, index) => (
                <tr key={index}>
                  <th scope="row" className="card-title">{element.elemento}</th>
                  <td>{element.valor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>{t`Dublin Core as XML`}</h3>
      <p>
        <button type="button" className="button button-secondary" onClick={download}>
          {t`Download Dublin Core XML`}
        </button>
      </p>
      <pre className="code-block" tabIndex={0} role="region" aria-label={t`Dublin Core as XML`}>
        {xml}
      </pre>
    </section>
  );
}
