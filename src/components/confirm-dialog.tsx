import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  /** Defaults to 'Confirmation' (spec §2). */
  title?: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Runs on cancel and whenever the dialog closes without confirming (spec §2). */
  onCancel?: () => void;
}

/** The confirmation dialog of spec §2: a title, a question, confirm and cancel. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useLingui();
  const confirmed = useRef(false);
  const openChanged = (open: boolean) => {
    if (open) confirmed.current = false;
    else if (!confirmed.current) onCancel?.();
  };
  return (
    <AlertDialog.Root onOpenChange={openChanged}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <AlertDialog.Title>{title ?? t`Confirmation`}</AlertDialog.Title>
          <AlertDialog.Description>{description}</AlertDialog.Description>
          <div className="button-row">
            <AlertDialog.Cancel className="button button-secondary">{cancelLabel ?? t`Cancel`}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="button"
              onClick={() => {
                confirmed.current = true;
                onConfirm();
              }}
            >
              {confirmLabel ?? t`Confirm`}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
