// The captcha of spec §5/§7, self-hosted: the ALTCHA widget (a web component) solves a
// proof-of-work challenge from our own server in a worker — no third party sees patrons,
// and it works on a closed network. The solved payload is what the API calls
// `recaptcha_token`. Compact on small screens (§9).
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import type { components } from '../../../../../openapi/schema.gen';
import { fetchCaptchaChallenge } from '../queries';
import './captcha.css';

// The strict CSP allows workers only from our origin: the external build plus a bundled worker.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The widget's texts come from our catalogs, registered under a language of our own. */
const LANGUAGE = 'x-catalogo';
const SMALL_SCREEN = '(max-width: 30rem)';

type Challenge = components['schemas']['CaptchaChallenge'];

export interface CaptchaProps {
  /** The solved payload (send it as recaptcha_token), or null while unsolved or expired. */
  onChange(token: string | null): void;
  /** Change it to get a fresh, unsolved captcha (e.g. after a failed login: a payload works once). */
  resetKey?: unknown;
  /** Shown under the widget, e.g. 'Check the Captcha!'. */
  error?: string | null;
}

function useWidgetTexts() {
  const { t, i18n } = useLingui();
  useEffect(() => {
    globalThis.$altcha.i18n.set(LANGUAGE, {
      ariaLinkLabel: t`ALTCHA (official website)`,
      cancel: t`Cancel`,
      enterCode: t`Enter code`,
      enterCodeAria: t`Enter the code you hear. Press Space to play the audio.`,
      enterCodeFromImage: t`To proceed, enter the code from the image below.`,
      error: t`Verification failed. Try again later.`,
      expired: t`Verification expired. Try again.`,
      footer: '',
      getAudioChallenge: t`Get an audio challenge`,
      label: t({ message: "I'm not a robot", comment: 'Label of the captcha checkbox' }),
      loading: t`Loading…`,
      reload: t`Reload`,
      verify: t`Verify`,
      verificationRequired: t`Verification required!`,
      verified: t({ message: 'Verified', comment: 'The captcha was solved' }),
      verifying: t`Verifying…`,
      waitAlert: t`Verifying… please wait.`,
    });
  }, [t, i18n.locale]);
}

export function Captcha({ onChange, resetKey, error }: CaptchaProps) {
  useWidgetTexts();
  const { t } = useLingui();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [failed, setFailed] = useState(false);
  const widget = useRef<HTMLElement | null>(null);
  const report = useRef(onChange);
  report.current = onChange;

  const load = useCallback(async () => {
    report.current(null);
    setFailed(false);
    try {
      setChallenge(await fetchCaptchaChallenge());
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, resetKey]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      report.current(state === 'verified' && payload ? payload : null);
      // A challenge expires on the server too: fetch a fresh one rather than fail at submit.
      if (state === 'expired') void load();
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [challenge, load]);

  const compact = typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN).matches;
  return (
    // The widget's checkbox is required: an unticked one is marked with the spec's words.
    <div className="captcha" data-missing={t`Check the Captcha!`}>
      {challenge && (
        // One widget per challenge: a new challenge (reset, expiry) is a fresh, unsolved widget.
        <Fragment key={challenge.signature}>
          <altcha-widget
            ref={widget}
            language={LANGUAGE}
            type="checkbox"
            configuration={JSON.stringify({ challenge, hideFooter: true, hideLogo: compact, workers: 2 })}
          />
        </Fragment>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {t`The captcha could not be loaded.`}{' '}
          <button type="button" className="button button-secondary" onClick={() => void load()}>
            {t`Try again`}
          </button>
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
