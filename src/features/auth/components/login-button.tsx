import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';

const loadDialog = () => import('./login-dialog');
const LoginDialog = lazy(() => loadDialog().then((m) => ({ default: m.LoginDialog })));

/**
 * The header's "Log in" for visitors: opens the modal login (spec §2). The dialog, its form
 * and the captcha widget (~35 KB gzip) load when the visitor reaches for the button
 * (pointer over it, or keyboard focus), not with the page: most visitors only search
 * (bench/bundle.ts, bench/lighthouse.ts).
 */
export function LoginButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Trans>Log in</Trans>
      </button>
      {used && (
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
