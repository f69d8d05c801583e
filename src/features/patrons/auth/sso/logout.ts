// Spec §2: logging out of a session that came from single sign-on goes on to the
// provider's logout link, when the institution configured one.
import type { Institution } from '../../../../api/types';
import type { SsoKind } from '../../../../lib/session/session';

/** The provider's logout address for a session of `kind`, or null (then the page just reloads). */
export function ssoLogoutUrl(settings: Pick<Institution, 'links_logout'> | undefined, kind: SsoKind | false | undefined): string | null {
  if (!kind || !settings) return null;
  const link = settings.links_logout[kind];
  if (!link) return null;
  try {
    // Only a web address: a configured javascript: or data: link is never followed.
    return ['http:', 'https:'].includes(new URL(link).protocol) ? link : null;
  } catch {
    return null;
  }
}
