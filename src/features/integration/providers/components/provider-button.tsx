// A button that opens a provider's page in a new tab (spec §7 "wait, fetching link"; §8's
// messages when the provider is not configured, the patron has no CPF, the supplier's data
// is missing or the document is not available). A visitor is asked to log in first.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { describeApiError } from '../../../../api/errors';
import { useSession } from '../../../../lib/session/use-session';
import { deliver, openWaitingTab, type ProviderAccess } from '../open-provider';

interface ProviderButtonProps {
  label: string;
  fetchUrl: () => Promise<ProviderAccess>;
  className?: string;
}

export function ProviderButton({ label, fetchUrl, className = 'button' }: ProviderButtonProps) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const location = useLocation();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'waiting' } | { kind: 'failed'; text: string }>({ kind: 'idle' });
  if (!user) {
    return (
      <Link to="/login" search={{ redirect: location.href }} className={className}>
        <Trans>Log in to open {label}</Trans>
      </Link>
    );
  }
  const waiting = t`Wait, fetching link…`;
  async function open() {
    const tab = openWaitingTab(waiting, i18n.locale);
    setState({ kind: 'waiting' });
    try {
      deliver(await fetchUrl(), tab);
      setState({ kind: 'idle' });
    } catch (error) {
      tab?.close();
      setState({ kind: 'failed', text: describeApiError(error, i18n).text });
    }
  }
  return (
    <span className="provider-button">
      <button type="button" className={className} disabled={state.kind === 'waiting'} onClick={() => void open()}>
        {label}
        <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
      </button>
      <span role="status" className="provider-status">{state.kind === 'waiting' ? waiting : ''}</span>
      {state.kind === 'failed' && <span role="alert" className="field-error provider-error">{state.text}</span>}
    </span>
  );
}
