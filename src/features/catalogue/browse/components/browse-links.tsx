import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { INDEX_TYPES } from '../browse-params';
import { indexLabel } from '../index-labels';
import '../browse.css';

/** Ways into the catalogue besides searching: the indexes and the authorities. */
export function BrowseLinks() {
  const { t, i18n } = useLingui();
  return (
    <nav className="home-section browse-links" aria-labelledby="browse-links-heading">
      <h2 id="browse-links-heading">
        <Trans>Browse</Trans>
      </h2>
      <ul>
        {INDEX_TYPES.map((tipo) => (
          <li key={tipo}>
            <Link to="/indices/$tipo" params={{ tipo }}>
              {indexLabel(tipo, i18n)}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/autoridade">{t`Authorities`}</Link>
        </li>
      </ul>
    </nav>
  );
}
