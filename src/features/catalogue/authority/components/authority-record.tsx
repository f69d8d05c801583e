import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Authority } from '../../../../api/types';
import '../authority.css';

interface TermsProps {
  heading: string;
  terms: string[];
  /** See-also forms are headings of their own: each leads to the authority search. */
  linked?: boolean;
}

function Terms({ heading, terms, linked = false }: TermsProps) {
  if (terms.length === 0) return null;
  return (
    <section>
      <h2>{heading}</h2>
      <ul>
        {terms.map((term, index) => (
          <li key={index}>
            {linked ? (
              <Link to="/autoridade" search={{ termo: term }}>
                {term}
              </Link>
            ) : (
              term
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LinkedTitles({ titles }: { titles: NonNullable<Authority['titulos']> }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="linked-titles-heading">
      <h2 id="linked-titles-heading">{t`Titles under this heading`}</h2>
      {titles.length === 0 ? (
        <p>
          <Trans>No title of the catalogue is linked to this heading.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Plural value={titles.length} one="# title" other="# titles" />
          </p>
          <ul className="linked-titles">
            {titles.map((title) => (
              <li key={title.cod_acervo}>
                <Link to="/acervo/$codAcervo" params={{ codAcervo: title.cod_acervo }}>
                  {title.titulo}
                </Link>
                {title.autor && <span className="linked-title-meta"> — {title.autor}</span>}
                {title.ano_publicacao !== null && <span className="linked-title-meta"> ({title.ano_publicacao})</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The authority's default view: its references, notes and the titles linked to it. */
export function AuthorityRecord({ authority }: { authority: Authority }) {
  const { t } = useLingui();
  return (
    <div className="authority-record">
      <Terms heading={t`See (forms not used)`} terms={authority.ver} />
      <Terms heading={t`See also`} terms={authority.ver_tambem} linked />
      <Terms heading={t`Notes`} terms={authority.notas} />
      <p>
        {t`Control number`}: {authority.numero_controle}
      </p>
      {authority.titulos && <LinkedTitles titles={authority.titulos} />}
    </div>
  );
}
