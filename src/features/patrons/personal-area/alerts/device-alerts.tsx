import { Trans, useLingui } from '@lingui/react/macro';
import { describeApiError, isApiError } from '../../../../api/errors';
import { DevicePushError, SUBSCRIBE_WAIT_MS } from './device-push';
import { useDeviceAlerts, type DeviceAlertsView } from './use-device-alerts';
import './alerts.css';

/** The personal area's "Alerts on this device": web push on or off, and why not when it cannot be. */
export function DeviceAlerts() {
  const { t, i18n } = useLingui();
  const { state, busy, problem, turnOn, turnOff } = useDeviceAlerts();

  const stateText: Record<DeviceAlertsView, string> = {
    checking: t`Checking this device…`,
    unsupported: t`This browser cannot receive alerts: it does not support web push notifications.`,
    denied: t`Notifications from this site are blocked in your browser's settings. Allow them there to receive alerts on this device.`,
    'no-worker': t`Alerts need the catalogue's offline support, which is not running in this window. Reload the page and try again.`,
    off: t`Alerts are off on this device.`,
    on: t`Alerts are on: this device shows the library's notices for you, such as a hold that is ready.`,
  };

  function problemText(error: unknown): { text: string; detail?: string } {
    if (error instanceof DevicePushError) {
      if (error.reason === 'dismissed') return { text: t`You did not allow notifications, so alerts stay off.` };
      if (error.reason === 'denied') return { text: t`Notifications were blocked, so alerts stay off.` };
      if (error.reason === 'no-worker') return { text: stateText['no-worker'] };
      if (error.reason === 'refused') {
        return {
          text: t`This browser refused to create a push subscription although notifications are allowed. Private (incognito) windows do this, so alerts cannot be turned on in this window.`,
          detail: error.detail,
        };
      }
      if (error.reason === 'timeout') {
        const seconds = SUBSCRIBE_WAIT_MS / 1000;
        return {
          text: t`This browser's push service did not answer within ${seconds} seconds, so alerts are not on. This happens on networks that block the browser maker's push service and in browsers that have none; try again later or on another network.`,
        };
      }
      return {
        text: t`This browser could not reach its push service, so alerts cannot be turned on here. This happens on networks that block the browser maker's push service and in browsers that have none.`,
        detail: error.detail,
      };
    }
    if (isApiError(error)) return { text: describeApiError(error, i18n).text };
    return { text: t`Alerts could not be changed on this device.`, detail: String(error) };
  }

  const trouble = problem ? problemText(problem) : null;
  return (
    <section aria-labelledby="device-alerts-heading" className="device-alerts" aria-busy={busy || state === 'checking'}>
      <h2 id="device-alerts-heading">{t`Alerts on this device`}</h2>
      <p className="device-alerts-state" role="status" data-state={state}>
        {stateText[state]}
      </p>
      {state === 'off' && (
        <button type="button" className="button" disabled={busy} onClick={turnOn}>
          {busy ? <Trans>Turning on alerts…</Trans> : <Trans>Turn on alerts</Trans>}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="button button-secondary" disabled={busy} onClick={turnOff}>
          <Trans>Turn off alerts</Trans>
        </button>
      )}
      {trouble && (
        <div role="alert" className="device-alerts-problem">
          <p>{trouble.text}</p>
          {trouble.detail && (
            <p className="device-alerts-detail">
              <Trans comment="Followed by the browser's own technical error message">Browser message: {trouble.detail}</Trans>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
