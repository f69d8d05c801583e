import { createFileRoute } from '@tanstack/react-router';
import { PermanentBasketPage } from '../features/patrons/basket/components/permanent-basket-page';

export const Route = createFileRoute('/_auth/meupergamum/cesta-permanente')({
  component: PermanentBasketPage,
});
