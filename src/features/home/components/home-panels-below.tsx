import { useQuery } from '@tanstack/react-query';
import { HomeSection, InstitutionalEvents } from '../../institution-pages';
import { NEW_ACQUISITIONS_FIRST_PAGE } from '../new-acquisitions-page';
import { homeQueries } from '../queries';
import { NewAcquisitions } from './new-acquisitions';
import { OpeningHours } from './opening-hours';

/** Home's panels below the search and the first section: their code loads with the first screen, not in it (home-panels.tsx). */
export function HomePanelsBelow() {
  // The panels under new acquisitions wait for its first answer (or its failure, or for the
  // network when offline): drawn before it, the opening hours (asked for at the same time, and
  // quicker) sat where the list then came and were pushed down the screen, a layout shift
  // of a quarter of a phone's screen (bench/lighthouse.ts).
  const acquisitions = useQuery(homeQueries.newAcquisitions(NEW_ACQUISITIONS_FIRST_PAGE));
  const waiting = acquisitions.isPending && acquisitions.fetchStatus === 'fetching';
  return (
    <>
      <NewAcquisitions />
      {!waiting && (
        <>
          <InstitutionalEvents />
          <HomeSection section={2} />
          <OpeningHours />
        </>
      )}
    </>
  );
}
