import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate, localDay } from '../../../../lib/format';
import { homeQueries } from '../queries';
import type { CampusHours } from '../types';

interface Closure { data: string; descricao: string; libraries: string[] }

/** One line per day and reason, naming the libraries it closes (a closure of every library is one line). */
export function closuresOf(campuses: readonly CampusHours[]): Closure[] {
  const byKey = new Map<string, Closure>();
  for (const library of campuses.flatMap((c) => c.bibliotecas)) {
    for (const { data, descricao } of library.fechamentos) {
      const key = `${data}\u0000${descricao}`;
      const entry = byKey.get(key) ?? { data, descricao, libraries: [] };
      entry.libraries.push(library.desc_biblioteca);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].sort((a, b) => a.data.localeCompare(b.data));
}

/**
 * Today's and the coming closed days (the staff's closed days, GET /parametros/atendimento):
 * nothing at all when there are none. Today's stands out.
 */
export function Closures() {
  const { t, i18n } = useLingui();
  const hours = useQuery(homeQueries.openingHours());
  const closures = hours.data ? closuresOf(hours.data) : [];
  if (closures.length === 0) return null;
  const today = localDay();
  const total = hours.data!.flatMap((c) => c.bibliotecas).length;
  return (
    <section className="home-section closures" aria-labelledby="closures-heading">
      <h2 id="closures-heading">
        <Trans>Closed days</Trans>
      </h2>
      <ul>
        {closures.map((c) => (
          <li key={`${c.data}-${c.descricao}`} className={c.data === today ? 'today' : undefined} aria-current={c.data === today ? 'date' : undefined}>
            <time dateTime={c.data}>{formatDate(c.data, { style: 'long', locale: i18n.locale })}</time>
            {c.data === today && <strong> ({t`today`})</strong>}
            {': '}
            {c.libraries.length === total && total > 1
              ? t({ message: 'every library', comment: 'Closed days: the closure applies to all the libraries' })
              : c.libraries.join(', ')}
            {' — '}
            {c.descricao}
          </li>
        ))}
      </ul>
    </section>
  );
}
