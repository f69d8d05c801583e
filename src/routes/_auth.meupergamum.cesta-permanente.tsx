import { createFileRoute } from '@tanstack/react-router';
import { PermanentBasketPage } from '../features/basket/components/permanent-basket-page';

export const Route = createFileRoute('/_auth/meupergamum/cesta-permanente')({
  component: PermanentBasketPage,
});
