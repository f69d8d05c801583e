import { useLingui } from '@lingui/react/macro';
import type { StaffItem } from '../queries';

/** The copy statuses' names, as the public copies table says them (and withdrawn). */
export function useStatusLabels(): Record<StaffItem['situacao'], string> {
  const { t } = useLingui();
  return {
    disponivel: t`Available`,
    emprestado: t`On loan`,
    reservado: t`On hold`,
    consulta_local: t`Library use only`,
    em_processamento: t`Being processed`,
    extraviado: t`Missing`,
    baixado: t`Withdrawn`,
  };
}
