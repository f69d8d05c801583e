import { Trans, useLingui } from '@lingui/react/macro';
import type { MarcRow } from '../api/types';
import { toMarcFields } from './marc-fields';

/** A MARC record as a table: tag, indicators, subfields. */
export function MarcTable({ rows, caption }: { rows: MarcRow[]; caption: string }) {
  const { t } = useLingui();
  const fields = toMarcFields(rows);
  if (fields.length === 0) {
    return (
      <p>
        <Trans>This record has no MARC fields to show.</Trans>
      </p>
    );
  }
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="marc-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Tag</Trans>
            </th>
            <th scope="col">
              <abbr title={t`First indicator`}>
                <Trans comment="Short column header for the first MARC indicator">Ind. 1</Trans>
              </abbr>
            </th>
            <th scope="col">
              <abbr title={t`Second indicator`}>
                <Trans comment="Short column header for the second MARC indicator">Ind. 2</Trans>
              </abbr>
            </th>
            <th scope="col">
              <Trans>Subfields</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.key}>
              <th scope="row">{field.tag}</th>
              <td className="marc-indicator">{field.ind1}</td>
              <td className="marc-indicator">{field.ind2}</td>
              {field.subfields.some((subfield) => subfield.code) ? (
                <td className="marc-subfields">
                  {field.subfields.map((subfield, index) => (
                    <span key={index}>
                      {subfield.code && <b className="marc-code">${subfield.code}</b>} {subfield.text}{' '}
                    </span>
                  ))}
                </td>
              ) : (
                <td className="marc-control">{field.subfields.map((subfield) => subfield.text).join('')}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
