import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ENTRY_GROUPS, appLayersQuery, visibleEntries, type EntryGroup } from './entries';
import { PERSONAL_AREA_EXTRAS } from './menu-entries';

/** The personal area's entries, grouped by task; only what is on for this patron. */
export function PersonalAreaMenu() {
  const { i18n } = useLingui();
  const layers = useQuery(appLayersQuery());
  const entries = visibleEntries(layers.data?.layers ?? []);
  if (!entries.length) return null;
  const links = [
    ...entries.map((e) => ({ key: e.layer as string, to: e.to as string, label: e.label, group: e.group })),
    ...PERSONAL_AREA_EXTRAS.map((e) => ({ key: e.to as string, ...e })),
  ];
  const groups = (Object.keys(ENTRY_GROUPS) as EntryGroup[]).filter((group) => links.some((e) => e.group === group));
  return (
    <nav className="personal-area-menu" aria-labelledby="personal-area-menu-heading">
      <h2 id="personal-area-menu-heading" className="visually-hidden"><Trans>Personal area menu</Trans></h2>
      <Link to="/meupergamum" activeOptions={{ exact: true }} className="personal-area-home"><Trans>Overview</Trans></Link>
      {groups.map((group) => (
        <div key={group} className="personal-area-group">
          <h3>{i18n._(ENTRY_GROUPS[group])}</h3>
          <ul>
            {links.filter((e) => e.group === group).map((entry) => (
              <li key={entry.key}><Link to={entry.to}>{i18n._(entry.label)}</Link></li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
