import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Component, lazy, Suspense, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { notify } from '../lib/notices';

const unavailable = msg`Needs a connection: you are offline.`;

/** What a dialog opened by DialogButton gets. */
export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the button once the dialog closes. */
  returnFocus: () => void;
}

interface DialogButtonProps<P extends object> {
  label: ReactNode;
  className: string;
  /** Loads the dialog's code: when the patron reaches for the button, and on each press until it has loaded. */
  load: () => Promise<ComponentType<ModalProps & P>>;
  /** The dialog's own props, besides ModalProps. */
  props?: P;
}

/**
 * A button that opens a modal whose code (radix-ui's Dialog, its form) loads when the
 * patron reaches for the button (pointer over it, or keyboard focus), not with the page:
 * most visits never open it (bench/lighthouse.ts). Keeps the button's ARIA state, and
 * focus returns to it when the dialog closes.
 */
export function DialogButton<P extends object = object>({ label, className, load, props }: DialogButtonProps<P>) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  type Loaded = LazyExoticComponent<ComponentType<ModalProps & P>>;
  const [Dialog, setDialog] = useState<Loaded | null>(null);
  const prefetch = () => void load().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpen(true);
          setDialog((loaded: Loaded | null) => loaded ?? lazy(() => load().then((component) => ({ default: component }))));
        }}
      >
        {label}
      </button>
      {Dialog && (
        <CodeUnavailable
          onFailed={() => {
            setOpen(false);
            setDialog(null);
          }}
        >
          <Suspense fallback={null}>
            <Dialog {...(props as P)} open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
          </Suspense>
        </CodeUnavailable>
      )}
    </>
  );
}

/**
 * The dialog's code could not load (offline before the service worker had saved it): the
 * patron is told why, and the next press tries again.
 */
class CodeUnavailable extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    notify('error', i18n._(unavailable));
    this.props.onFailed();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
