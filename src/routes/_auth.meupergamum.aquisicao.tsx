import { createFileRoute } from '@tanstack/react-router';
import { AcquisitionPage } from '../features/catalogue/acquisitions/components/acquisition-page';

export const Route = createFileRoute('/_auth/meupergamum/aquisicao')({
  component: AcquisitionPage,
});
