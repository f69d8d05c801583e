import { createFileRoute } from '@tanstack/react-router';
import { PermanentBasketPage } from '../features/permanent-basket';

export const Route = createFileRoute('/_auth/meupergamum/cesta-permanente')({
  component: PermanentBasketPage,
});
