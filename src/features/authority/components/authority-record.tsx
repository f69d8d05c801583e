import { useLingui } from '@lingui/react/macro';
import type { Authority } from '../../../api/types';

function Terms({ heading, terms }: { heading: string; terms: string[] }) {
  if (terms.length === 0) return null;
  return (
    <section>
      <h2>{heading}</h2>
      <ul>
        {terms.map((term, index) => (
          <li key={index}>{term}</li>
        ))}
      </ul>
    </section>
  );
}

/** The authority's default view: its references and notes. */
export function AuthorityRecord({ authority }: { authority: Authority }) {
  const { t } = useLingui();
  return (
    <div className="authority-record">
      <Terms heading={t`See (forms not used)`} terms={authority.ver} />
      <Terms heading={t`See also`} terms={authority.ver_tambem} />
      <Terms heading={t`Notes`} terms={authority.notas} />
      <p>
        {t`Control number`}: {authority.numero_controle}
      </p>
    </div>
  );
}
