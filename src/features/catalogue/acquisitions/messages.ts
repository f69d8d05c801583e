// The fourteen acquisition statuses of spec §3, in the PWA's words (the server answers its
// own descriptions too; the screens use these so the filter, the list and the chart agree).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AcquisitionStatusCode } from '../../../../openapi/acquisition-states';

export const acquisitionStatusLabels: Record<AcquisitionStatusCode, MessageDescriptor> = {
  pre_sugestao: msg({ message: 'Pre-suggestion', comment: 'Acquisition status: sent, the library has not screened it yet' }),
  sugestao_compra: msg({ message: 'Purchase suggestion', comment: 'Acquisition status' }),
  em_cotacao: msg({ message: 'In quote', comment: 'Acquisition status: the library is asking for prices' }),
  pregao: msg({ message: 'Trading (auction)', comment: 'Acquisition status: public tender' }),
  aguardando_entrega: msg({ message: 'Awaiting delivery', comment: 'Acquisition status' }),
  parcialmente_atendida: msg({ message: 'Partially attended', comment: 'Acquisition status' }),
  atendida: msg({ message: 'Attended', comment: 'Acquisition status: the title was acquired' }),
  finalizada_incompleta: msg({ message: 'Finished incomplete', comment: 'Acquisition status' }),
  esgotada: msg({ message: 'Sold out', comment: 'Acquisition status: exhausted at the publisher' }),
  nao_encontrada: msg({ message: 'Not found', comment: 'Acquisition status: no supplier found the title' }),
  ja_existe: msg({ message: 'Already in the collection', comment: 'Acquisition status' }),
  duplicada: msg({ message: 'Duplicated', comment: 'Acquisition status: the same suggestion was already sent' }),
  nao_atendida: msg({ message: 'Not attended', comment: 'Acquisition status' }),
  cancelada: msg({ message: 'Cancelled', comment: 'Acquisition status' }),
};
