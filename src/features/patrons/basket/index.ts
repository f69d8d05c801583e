// What other features may use of the basket.
export { AddToBasketButton, type AddToBasketButtonProps } from './components/add-to-basket-button';
export { BasketCount } from './components/basket-count';
export { addManyToBasket, addToBasket, prefetchBasket, type BasketEntry } from './store';
export { useBasket, type BasketView } from './use-basket';
export { exportFile, exportTitles, type ExportFormat, type ExportResult } from './queries';
