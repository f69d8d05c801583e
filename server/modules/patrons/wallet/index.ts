/** The wallet module's face: the scheduled sender of pass updates to Apple's devices and Google. */
export { sendWalletUpdates } from './updates';
