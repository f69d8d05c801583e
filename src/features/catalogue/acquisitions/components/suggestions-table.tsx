// The patron's suggestions as a table (cards on phones): title, library, date, status and
// the library's note. Shared by Suggestion consultation and Purchase orders.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../../lib/format';
import { acquisitionStatusLabels } from '../messages';
import type { AcquisitionRequest } from '../queries';

export function SuggestionsTable({ suggestions, caption, empty }: { suggestions: AcquisitionRequest[]; caption: string; empty: string }) {
  const { t, i18n } = useLingui();
  if (suggestions.length === 0) return <p>{empty}</p>;
  return (
    <div className="table-scroll">
      <table className="suggestions-table responsive-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Title`}</th>
            <th scope="col">{t`Library`}</th>
            <th scope="col">{t`Sent on`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Library's note`}</th>
          </tr>
        </thead>
        <tbody>
          {suggestions.map((s) => (
            <tr key={s.cod_sugestao} data-suggestion={s.cod_sugestao}>
              <td className="card-title">
                <strong>{s.titulo}</strong>
                {(s.autor || s.editor || s.edicao) && (
                  <span className="suggestion-detail">
                    {[s.autor, s.editor, s.edicao].filter(Boolean).join(' · ')}
                  </span>
                )}
              </td>
              <td data-label={t`Library`}>{s.desc_biblioteca}</td>
              <td data-label={t`Sent on`}>{formatDate(s.data_sugestao, { locale: i18n.locale })}</td>
              <td data-label={t`Status`}>
                <strong>{i18n._(acquisitionStatusLabels[s.situacao])}</strong>
              </td>
              <td data-label={t`Library's note`}>{s.observacao ?? <span aria-hidden="true">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="visually-hidden">
        <Trans>{suggestions.length} suggestions listed.</Trans>
      </p>
    </div>
  );
}
