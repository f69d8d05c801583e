import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { appLayersQuery, menuSections } from './entries';

/**
 * The personal area's entries in sections a student recognises (loans and holds, money,
 * requests, alerts and interests, my data); only what is on for this person. Beside the
 * page on a wide screen; on a phone the header's "My library" button opens it (phone CSS
 * hides this copy: nothing is left at the bottom of every page).
 */
export function PersonalAreaMenu({ className = 'personal-area-menu', pending = null }: { className?: string; pending?: ReactNode }) {
  const { i18n } = useLingui();
  const id = useId();
  const layers = useQuery(appLayersQuery());
  const sections = menuSections(layers.data?.layers ?? []);
  if (!sections.length) return layers.isPending ? pending : null;
  return (
    <nav className={className} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden"><Trans>Personal area menu</Trans></h2>
      <Link to="/meupergamum" activeOptions={{ exact: true }} className="personal-area-home"><Trans>Overview</Trans></Link>
      {sections.map((section) => (
        <div key={section.group} className="personal-area-group">
          <h3 id={`${id}-${section.group}`}>{i18n._(section.title)}</h3>
          <ul aria-labelledby={`${id}-${section.group}`}>
            {section.links.map((link) => (
              <li key={link.key}><Link to={link.to}>{i18n._(link.label)}</Link></li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
