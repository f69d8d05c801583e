// The home page's institution sections (GET /parametros/secao_1, secao_2) and its upcoming
// institutional events: each shows only once it has something to show.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../../lib/format-dates';
import { institutionPageQueries } from '../queries';
import { InstitutionHtml } from './institution-html';
import '../institution-pages.css';

export function HomeSection({ section }: { section: 1 | 2 }) {
  const { data } = useQuery(institutionPageQueries.homeSection(section));
  if (!data?.ativo || !data.conteudo) return null;
  const headingId = `home-section-${section}`;
  return (
    <section className="home-section institution-section" aria-labelledby={data.titulo ? headingId : undefined}>
      {data.titulo && <h2 id={headingId}>{data.titulo}</h2>}
      <InstitutionHtml html={data.conteudo} />
    </section>
  );
}

export function InstitutionalEvents() {
  const { i18n } = useLingui();
  const { data } = useQuery(institutionPageQueries.events());
  if (!data?.length) return null;
  return (
    <section className="home-section institution-events" aria-labelledby="institution-events-heading">
      <h2 id="institution-events-heading">
        <Trans>Events</Trans>
      </h2>
      <ul>
        {data.map((event) => {
          const start = formatDateTime(event.data_inicio, { locale: i18n.locale });
          const end = event.data_fim && formatDateTime(event.data_fim, { locale: i18n.locale });
          return (
            <li key={event.id}>
              <p className="event-title">{event.link ? <a href={event.link}>{event.titulo}</a> : event.titulo}</p>
              <p>
                {end ? <Trans>{start} to {end}</Trans> : start}
                {event.local && <> · {event.local}</>}
              </p>
              {event.descricao && <p>{event.descricao}</p>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
