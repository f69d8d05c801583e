import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../lib/format';
import { interestQueries, type InterestEntry } from '../queries';
import { useKindNames } from './kind-names';

/** The entries followed, with what limits each (validity, libraries, languages) and a Remove button. */
export function EntriesTable({ entries, caption, empty, onRemove, busy, extra }: {
  entries: InterestEntry[];
  caption: string;
  empty: ReactNode;
  onRemove: (entry: InterestEntry) => void;
  busy: boolean;
  extra?: (entry: InterestEntry) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const kinds = useKindNames();
  const { data: options } = useSuspenseQuery(interestQueries.options());
  const library = (code: number) => options.bibliotecas.find((b) => b.cod_biblioteca === code)?.desc_biblioteca ?? String(code);
  const language = (code: string) => options.idiomas.find((l) => l.codigo === code)?.descricao ?? code;
  if (entries.length === 0) return <p>{empty}</p>;
  return (
    <table className="interest-entries responsive-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col"><Trans>Followed</Trans></th>
          <th scope="col"><Trans>Kind</Trans></th>
          <th scope="col"><Trans>Valid until</Trans></th>
          <th scope="col"><Trans>Libraries and languages</Trans></th>
          <th scope="col"><span className="visually-hidden"><Trans>Actions</Trans></span></th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.tipoDSI}-${entry.codigo}`}>
            <td className="card-title">{entry.descricao}{extra?.(entry)}</td>
            <td data-label={t`Kind`}>{kinds[entry.tipoDSI]}</td>
            <td data-label={t`Valid until`}>{entry.validade ? formatDate(entry.validade, { locale: i18n.locale }) : t`No end`}</td>
            <td data-label={t`Libraries and languages`}>
              {[...entry.bibliotecas.map(library), ...entry.idiomas.map(language)].join(', ') || t`Any`}
            </td>
            <td>
              <button type="button" disabled={busy} onClick={() => onRemove(entry)}>
                <Trans>Remove <span className="visually-hidden">{entry.descricao}</span></Trans>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
