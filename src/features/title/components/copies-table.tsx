import { Trans, useLingui } from '@lingui/react/macro';
import type { Copy } from '../../../api/types';

/** The copies of a title, with where they are and whether they can be borrowed now. */
export function CopiesTable({ copies }: { copies: Copy[] }) {
  const { t, i18n } = useLingui();
  const status: Record<Copy['situacao'], string> = {
    disponivel: t`Available`,
    emprestado: t`On loan`,
    reservado: t`On hold`,
    consulta_local: t`Library use only`,
    em_processamento: t`Being processed`,
    extraviado: t`Missing`,
  };
  if (copies.length === 0) {
    return (
      <p>
        <Trans>This title has no copies.</Trans>
      </p>
    );
  }
  const volumeOf = ({ volume, tomo, parte }: Copy) =>
    [
      volume && t({ message: `v. ${volume}`, comment: 'Abbreviation of volume' }),
      tomo && t({ message: `t. ${tomo}`, comment: 'Abbreviation of tome' }),
      parte && t({ message: `pt. ${parte}`, comment: 'Abbreviation of part' }),
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <div className="table-scroll" role="region" aria-label={t`Copies`} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{t`Copies`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Library`}</th>
            <th scope="col">{t`Volume`}</th>
            <th scope="col">{t`Location`}</th>
            <th scope="col">{t`Collection`}</th>
            <th scope="col">{t`Loan type`}</th>
            <th scope="col">{t`Status`}</th>
            <th scope="col">{t`Expected return`}</th>
          </tr>
        </thead>
        <tbody>
          {copies.map((copy) => (
            <tr key={copy.cod_exemplar}>
              <td>{copy.desc_biblioteca}</td>
              <td>{volumeOf(copy)}</td>
              <td>{copy.localizacao}</td>
              <td>{copy.colecao}</td>
              <td>{copy.tipo_emprestimo}</td>
              <td>{status[copy.situacao]}</td>
              <td>{copy.data_devolucao_prevista && i18n.date(copy.data_devolucao_prevista, { timeZone: 'UTC' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
