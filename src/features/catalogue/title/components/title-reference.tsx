import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyButton } from '../../../../components/copy-button';
import { QueryState } from '../../../../components/query-state';
import { SafeHtml } from '../../../../components/safe-html';
import { CITATION_STYLES, titleQueries, type CitationStyle } from '../queries';

// The contract promises only these elements in a reference.
const REFERENCE_MARKUP = ['b', 'i', 'span', 'a'];

/** The reference sub-page (tab 33): the title cited in ABNT (default), APA, MLA or Chicago. */
export function TitleReference({ codAcervo }: { codAcervo: number }) {
  const { t } = useLingui();
  const [style, setStyle] = useState<CitationStyle>('abnt');
  // ABNT is loaded by the route; the others when chosen, keeping the last one on screen meanwhile.
  const reference = useQuery({ ...titleQueries.reference(codAcervo, style), placeholderData: (previous) => previous });
  const names: Record<CitationStyle, string> = {
    abnt: t({ message: 'ABNT (NBR 6023)', comment: 'Brazilian citation style' }),
    apa: t`APA`,
    mla: t`MLA`,
    chicago: t`Chicago (author-date)`,
  };
  return (
    <section>
      <h2>{t`Reference`}</h2>
      <label className="inline-field">
        {t`Citation style`}
        <select value={style} onChange={(event) => setStyle(event.target.value as CitationStyle)}>
          {CITATION_STYLES.map((code) => (
            <option key={code} value={code}>
              {names[code]}
            </option>
          ))}
        </select>
      </label>
      <QueryState query={reference}>
        {(data) => (
          <>
            <figure className="reference">
              <figcaption>{data.nome_estilo}</figcaption>
              <blockquote lang={data.estilo === 'abnt' ? 'pt-BR' : 'en'}>
                <SafeHtml html={data.html} allowed={REFERENCE_MARKUP} />
              </blockquote>
            </figure>
            <CopyButton text={() => data.texto}>
              <Trans>Copy the {names[data.estilo]} reference</Trans>
            </CopyButton>
          </>
        )}
      </QueryState>
      <p className="attribution">
        <Trans>
          Citation styles from the CSL project, <a href="https://citationstyles.org/">https://citationstyles.org/</a>
        </Trans>
      </p>
    </section>
  );
}
