import { useLingui } from '@lingui/react/macro';
import type { ModalProps } from '../../../../components/dialog-button';
import { SafeHtml } from '../../../../components/safe-html';
import { ModalDialog } from '../../../../components/modal-dialog';

/** Markup the support message may carry (spec §2: server HTML, sanitized before it is shown). */
const SUPPORT_TAGS = ['p', 'a', 'b', 'i', 'strong', 'em', 'br', 'ul', 'li'];

/** The footer's support modal: the institution's message (spec §2). */
export function SupportDialog({ html, ...modal }: ModalProps & { html: string }) {
  const { t } = useLingui();
  return (
    <ModalDialog {...modal} title={t`Support`} description={<SafeHtml className="support-message" html={html} allowed={SUPPORT_TAGS} />} />
  );
}
