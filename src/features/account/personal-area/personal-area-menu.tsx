import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ENTRY_GROUPS, appLayersQuery, visibleEntries, type EntryGroup } from './entries';

/** The personal area's entries, grouped by task; only what is on for this patron. */
export function PersonalAreaMenu() {
  const { i18n } = useLingui();
  const layers = useQuery(appLayersQuery());
  const entries = visibleEntries(layers.data?.layers ?? []);
  if (!entries.length) return null;
  const groups = (Object.keys(ENTRY_GROUPS) as EntryGroup[]).filter((group) => entries.some((e) => e.group === group));
  return (
    <nav className="personal-area-menu" aria-labelledby="personal-area-menu-heading">
      <h2 id="personal-area-menu-heading" className="visually-hidden"><Trans>Personal area menu</Trans></h2>
      <Link to="/meupergamum" activeOptions={{ exact: true }} className="personal-area-home"><Trans>Overview</Trans></Link>
      {groups.map((group) => (
        <div key={group} className="personal-area-group">
          <h3>{i18n._(ENTRY_GROUPS[group])}</h3>
          <ul>
            {entries.filter((e) => e.group === group).map((entry) => (
              <li key={entry.layer}><Link to={entry.to}>{i18n._(entry.label)}</Link></li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
