export { PermanentBasketPage } from './components/permanent-basket-page';
export { permanentBasketQueries } from './queries';
