import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { notify } from '../../../../lib/notices';
import { addManyToBasket, prefetchBasket } from '../../../patrons/basket';
import type { TitleSummary } from '../types';

/** Puts every title of the page in the basket at once (spec §4: add many). */
export function AddPageToBasket({ titles }: { titles: TitleSummary[] }) {
  const { t } = useLingui();
  async function add() {
    try {
      const added = await addManyToBasket(
        titles.map((title) => ({ codAcervo: title.cod_acervo, titulo: title.titulo, autor: title.autor, ano: title.ano_publicacao })),
      );
      notify(
        'success',
        added === 0
          ? t`Every title of this page was already in the basket.`
          : plural(added, { one: '# title was added to the basket.', other: '# titles were added to the basket.' }),
      );
    } catch {
      notify('error', t`The basket could not be saved in this browser.`);
    }
  }
  return (
    <button type="button" className="button button-secondary add-page-button" onClick={() => void add()} onPointerEnter={prefetchBasket} onFocus={prefetchBasket}>
      <Trans>Add this page to the basket</Trans>
    </button>
  );
}
