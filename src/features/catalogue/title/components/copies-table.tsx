import { Trans, useLingui } from '@lingui/react/macro';
import type { CopyStatus } from '../../../../../openapi/circulation-states';
import type { Copy } from '../../../../api/types';
import { formatDate } from '../../../../lib/format';

function groupByLibrary(copies: Copy[]): { name: string; code: number; copies: Copy[] }[] {
  const groups = new Map<number, { name: string; code: number; copies: Copy[] }>();
  for (const copy of copies) {
    const group = groups.get(copy.cod_biblioteca) ?? { name: copy.desc_biblioteca, code: copy.cod_biblioteca, copies: [] };
    group.copies.push(copy);
    groups.set(copy.cod_biblioteca, group);
  }
  return [...groups.values()];
}

/** A value worth a row: a blank one leaves its cell empty, so a copy's card skips it. */
const filled = (value: string | null | undefined) => value?.trim() || null;

/** The copy statuses' names, as the public copies table and the cataloguer's copies say them. */
export function useCopyStatusLabels(): Record<CopyStatus, string> {
  const { t } = useLingui();
  return {
    disponivel: t`Available`,
    emprestado: t`On loan`,
    reservado: t`On hold`,
    consulta_local: t`Library use only`,
    em_processamento: t`Being processed`,
    extraviado: t`Missing`,
    baixado: t`Withdrawn`,
  };
}

/** The copies of a title, library by library, with where they are and whether they can be borrowed now. */
export function CopiesTable({ copies }: { copies: Copy[] }) {
  const { t, i18n } = useLingui();
  const status = useCopyStatusLabels();
  if (copies.length === 0) {
    return (
      <p className="empty-state">
        <Trans>This title has no copies.</Trans>
      </p>
    );
  }
  return (
    <>
      {groupByLibrary(copies).map((group) => {
        const caption = t`Copies in ${group.name}`;
        return (
          <div key={group.code} className="table-scroll copies-group" role="region" aria-label={caption} tabIndex={0}>
            <table className="responsive-table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Volume`}</th>
                  <th scope="col">{t`Tome`}</th>
                  <th scope="col">{t`Part`}</th>
                  <th scope="col">{t`Additional material`}</th>
                  <th scope="col">{t`Loan type`}</th>
                  <th scope="col">{t`Location`}</th>
                  <th scope="col">{t`Collection`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">{t`Expected return`}</th>
                </tr>
              </thead>
              <tbody>
                {group.copies.map((copy) => (
                  <tr key={copy.cod_exemplar}>
                    <td data-label={t`Volume`}>{filled(copy.volume)}</td>
                    <td data-label={t`Tome`}>{filled(copy.tomo)}</td>
                    <td data-label={t`Part`}>{filled(copy.parte)}</td>
                    <td data-label={t`Additional material`}>{filled(copy.material_adicional)}</td>
                    <td data-label={t`Loan type`}>{filled(copy.tipo_emprestimo)}</td>
                    <td data-label={t`Location`}>{filled(copy.localizacao)}</td>
                    <td data-label={t`Collection`}>{filled(copy.colecao)}</td>
                    <td className="card-title">{status[copy.situacao]}</td>
                    <td data-label={t`Expected return`}>
                      {copy.data_devolucao_prevista &&
                        formatDate(copy.data_devolucao_prevista, { locale: i18n.locale })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}
