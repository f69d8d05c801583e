import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../../lib/notices';
import { addToBasket, prefetchBasket, removeFromBasket } from '../store';
import { useBasket } from '../use-basket';
import '../basket.css';

export interface AddToBasketButtonProps {
  codAcervo: number;
  titulo: string;
  autor?: string | null;
  ano?: number | null;
}

/** Puts one title in the basket, or takes it out when it is already there. */
export function AddToBasketButton({ codAcervo, titulo, autor, ano }: AddToBasketButtonProps) {
  const { t } = useLingui();
  const basket = useBasket();
  const inBasket = basket.has(codAcervo);
  const toggle = async () => {
    try {
      if (inBasket) {
        await removeFromBasket(codAcervo);
        notify('info', t`“${titulo}” was removed from the basket.`);
      } else {
        await addToBasket({ codAcervo, titulo, autor, ano });
        notify('success', t`“${titulo}” was added to the basket.`);
      }
    } catch {
      notify('error', t`The basket could not be saved in this browser.`);
    }
  };
  return (
    <button
      type="button"
      className={inBasket ? 'basket-button in-basket' : 'basket-button'}
      onClick={() => void toggle()}
      onPointerEnter={prefetchBasket}
      onFocus={prefetchBasket}
      disabled={!basket.ready}
    >
      {inBasket ? t`Remove from basket` : t`Add to basket`}
      {/* The title is part of the name so that a list of these buttons stays distinguishable. */}
      <span className="visually-hidden">: {titulo}</span>
    </button>
  );
}
