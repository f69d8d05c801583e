import { describe, expect, it } from 'vitest';
import { ssoLogoutUrl } from './logout';

const settings = { links_logout: { oidc: 'https://idp.example/logout', saml: null } };

describe('ssoLogoutUrl', () => {
  it('answers the provider link of the kind the session came from', () => {
    expect(ssoLogoutUrl(settings, 'oidc')).toBe('https://idp.example/logout');
  });

  it('answers null for a password session, an unconfigured provider or missing settings', () => {
    expect(ssoLogoutUrl(settings, false)).toBeNull();
    expect(ssoLogoutUrl(settings, 'saml')).toBeNull();
    expect(ssoLogoutUrl(undefined, 'oidc')).toBeNull();
  });

  it('never follows a link that is not a web address', () => {
    expect(ssoLogoutUrl({ links_logout: { oidc: 'javascript:alert(1)', saml: 'not a url' } }, 'oidc')).toBeNull();
    expect(ssoLogoutUrl({ links_logout: { oidc: null, saml: 'not a url' } }, 'saml')).toBeNull();
  });
});
