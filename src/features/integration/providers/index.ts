// The third-party providers' face to other features: a button that opens a provider's page
// in a new tab, and the calls behind it.
export { ProviderButton } from './components/provider-button';
export { providerAccess, type ProviderAccess } from './open-provider';
