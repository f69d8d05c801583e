/**
 * Settings of password recovery and of the password rules (spec §5): read from the
 * environment by server/config.ts (docs/manual/running.md "Configuration" lists the variables,
 * docs/manual/patrons.md "Password recovery, password rules and the captcha" explains them);
 * tests adjust them per app with `set`.
 */
import { configSection } from '../../../context';

export type { RecoverySettings } from '../../../config';

export const recoverySettings = configSection('recovery');
