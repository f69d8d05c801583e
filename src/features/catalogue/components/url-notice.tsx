import { useLingui } from '@lingui/react/macro';
import type { SearchKey } from '../search-params';

/** Says which parts of the address were not understood (they were ignored, the page still works). */
export function UrlNotice({ ignored }: { ignored: SearchKey[] }) {
  const { t } = useLingui();
  if (ignored.length === 0) return null;
  const names: Record<SearchKey, string> = {
    termo: t`search term`,
    tipo: t`search by`,
    pagina: t`page`,
    quantPag: t`titles per page`,
    ordenacao: t`sort order`,
    exibicao: t`display mode`,
    filtro: t`filters`,
    campo: t`advanced search fields`,
    valor: t`advanced search words`,
    operador: t`advanced search operators`,
    anoIni: t`first year`,
    anoFim: t`last year`,
    filtroRede: t`network catalogue filters`,
    paginaRede: t`network catalogue page`,
  };
  const list = [...new Set(ignored)].map((key) => names[key]).join(', ');
  return (
    <p className="url-notice" role="status">
      {t`Part of this address could not be understood and was ignored: ${list}.`}
    </p>
  );
}
