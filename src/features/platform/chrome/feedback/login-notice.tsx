import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';

/** Spec §2/§6: visitors see that sending needs a login, and come back here after it. */
export function LoginNotice() {
  const here = useLocation({ select: (location) => location.href });
  return (
    <p className="feedback-notice" role="note">
      <Trans>
        Please <Link to="/login" search={{ redirect: here }}>log in</Link> to send.
      </Trans>
    </p>
  );
}
