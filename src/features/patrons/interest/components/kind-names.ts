import { useLingui } from '@lingui/react/macro';
import type { InterestEntry } from '../queries';

/** The kinds of entry in the reader's language (the server's descriptions are Portuguese). */
export function useKindNames(): Record<InterestEntry['tipoDSI'], string> {
  const { t } = useLingui();
  return { area: t`Area of knowledge`, autor: t`Author`, assunto: t`Subject`, periodico: t`Journal`, tipo_obra: t`Type of work` };
}
