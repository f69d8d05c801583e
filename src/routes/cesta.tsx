import { createFileRoute } from '@tanstack/react-router';
import { BasketPage } from '../features/patrons/basket/components/basket-page';

export const Route = createFileRoute('/cesta')({
  component: BasketPage,
});
