// The recovery mode of the login page (spec §2, §4): 1 user code (+ captcha), 2 the code
// sent by e-mail, 3 the new password. The host (the login page) owns the page heading and
// says the §8 'password changed' when onFinished('changed') comes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { RecoveryStart } from './api';
import type { PasswordRules } from '../../../../components/password-checklist';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import { UserStep } from './user-step';
import './recovery.css';


type State =
  | { step: 1 }
  | { step: 2; user: string; sent: RecoveryStart; deadline: Date; refused?: string }
  | { step: 3; user: string; sent: RecoveryStart; deadline: Date; code: string; rules: PasswordRules };

export interface RecoveryFlowProps {
  initialUser?: string;
  onFinished(result: 'changed' | 'cancelled'): void;
}

const deadlineOf = (sent: RecoveryStart) => new Date(Date.now() + sent.tempo_expiracao * 60_000);

export function RecoveryFlow({ initialUser = '', onFinished }: RecoveryFlowProps) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ step: 1 });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each step announces itself: focus moves to its heading (not on the first render).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  const titles = { 1: t`Your user code`, 2: t`The code we e-mailed you`, 3: t`Your new password` };
  const step = state.step;

  return (
    <div className="recovery">
      <p className="recovery-steps">
        <Trans>Step {step} of 3</Trans>
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {titles[state.step]}
      </h2>
      {state.step === 1 && (
        <UserStep initialUser={initialUser} onSent={(user, sent) => setState({ step: 2, user, sent, deadline: deadlineOf(sent) })} />
      )}
      {state.step === 2 && (
        <>
          {state.refused && (
            <p className="field-error" role="alert">
              {state.refused}
            </p>
          )}
          <CodeStep
            user={state.user}
            sent={state.sent}
            deadline={state.deadline}
            onResent={(sent) => setState({ ...state, sent, deadline: deadlineOf(sent), refused: undefined })}
            resendOpen={Boolean(state.refused)}
            onVerified={(code, rules) => setState({ step: 3, user: state.user, sent: state.sent, deadline: state.deadline, code, rules })}
          />
        </>
      )}
      {state.step === 3 && (
        <PasswordStep
          user={state.user}
          code={state.code}
          name={state.rules.nome ?? ''}
          rules={state.rules}
          onChanged={() => onFinished('changed')}
          onCodeRefused={(refused) => setState({ step: 2, user: state.user, sent: state.sent, deadline: state.deadline, refused })}
        />
      )}
      <p className="recovery-actions">
        <button type="button" className="link-button" onClick={() => onFinished('cancelled')}>
          <Trans>Back to login</Trans>
        </button>
      </p>
    </div>
  );
}
