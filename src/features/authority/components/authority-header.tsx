import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Authority } from '../../../api/types';
import { PageHeading } from '../../../components/page-heading';

/** The authority's heading and type, and the links to its two views. */
export function AuthorityHeader({ authority }: { authority: Authority }) {
  const { t } = useLingui();
  const types: Record<Authority['tipo'], string> = {
    pessoa: t`Personal name`,
    instituicao: t`Corporate name`,
    evento: t`Meeting name`,
    titulo_uniforme: t`Uniform title`,
    assunto: t`Topical subject`,
    assunto_geografico: t`Geographic subject`,
    genero_forma: t`Genre/form`,
    termo_cronologico: t`Chronological term`,
    subdivisao_geral: t`General subdivision`,
    subdivisao_genero: t`Genre subdivision`,
    subdivisao_geografica: t`Geographic subdivision`,
    subdivisao_cronologica: t`Chronological subdivision`,
  };
  const codAutoridade = authority.cod_autoridade;
  return (
    <header className="authority-header">
      <p className="result-type">{types[authority.tipo]}</p>
      <PageHeading title={authority.cabecalho} />
      <nav className="title-tabs" aria-label={t`Authority views`}>
        <ul>
          <li>
            <Link
              to="/autoridade/$codAutoridade"
              params={{ codAutoridade }}
              activeOptions={{ exact: true }}
              activeProps={{ className: 'active' }}
            >
              {t`Record`}
            </Link>
          </li>
          <li>
            <Link to="/autoridade/$codAutoridade/marc" params={{ codAutoridade }} activeProps={{ className: 'active' }}>
              {t`MARC`}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
