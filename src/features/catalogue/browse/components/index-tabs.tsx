import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { INDEX_TYPES, type IndexType } from '../browse-params';
import { indexLabel } from '../index-labels';

/** Links to the seven indexes; the one open is marked current. */
export function IndexTabs({ current }: { current: IndexType }) {
  const { t, i18n } = useLingui();
  return (
    <nav className="title-tabs" aria-label={t`Indexes`}>
      <ul>
        {INDEX_TYPES.map((tipo) => (
          <li key={tipo}>
            <Link
              to="/indices/$tipo"
              params={{ tipo }}
              className={tipo === current ? 'active' : undefined}
              aria-current={tipo === current ? 'page' : undefined}
            >
              {indexLabel(tipo, i18n)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
