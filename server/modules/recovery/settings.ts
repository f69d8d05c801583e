/**
 * Settings of password recovery and of the password rules (spec §5): read from the
 * environment by server/config.ts (README "Password recovery, password rules and the
 * captcha" lists the variables); tests adjust them per app with `set`.
 */
import { configSection } from '../../context';

export type { RecoverySettings } from '../../config';

export const recoverySettings = configSection('recovery');
