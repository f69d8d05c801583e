import { createFileRoute } from '@tanstack/react-router';
import { AcquisitionStatisticsPage } from '../features/catalogue/acquisitions/components/statistics-page';
import { acquisitionQueries } from '../features/catalogue/acquisitions/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/estatisticas-aquisicao')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, acquisitionQueries.statistics()),
  component: AcquisitionStatisticsPage,
});
