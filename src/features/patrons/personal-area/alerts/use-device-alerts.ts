// Screen state of the "Alerts on this device" control: the device's state, read on mount,
// and the outcome of the last attempt to change it. Kept out of React Query on purpose:
// it is the browser's state more than the server's, and its failures are explained
// inline by the control rather than by the app's error toasts.
import { useCallback, useEffect, useState } from 'react';
import { readDeviceState, turnOff, turnOn, type DeviceAlertState } from './device-push';

export type DeviceAlertsView = DeviceAlertState | 'checking';

export function useDeviceAlerts() {
  const [state, setState] = useState<DeviceAlertsView>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    readDeviceState().then(
      (next) => live && setState(next),
      (error) => {
        if (!live) return;
        setProblem(error);
        setState('off');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const change = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(error);
    }
    // Whatever happened, show what is true now rather than what was attempted.
    setState(await readDeviceState().catch(() => 'off' as const));
    setBusy(false);
  }, []);

  return {
    state,
    busy,
    problem,
    turnOn: () => change(turnOn),
    turnOff: () => change(turnOff),
  };
}
