import { HomeSection, InstitutionalEvents } from '../../institution-pages';
import { Closures } from './closures';
import { NewAcquisitions } from './new-acquisitions';
import { OpeningHours } from './opening-hours';

/** Home's panels below the search and the first section: their code loads with the first screen, not in it (home-panels.tsx). */
export function HomePanelsBelow() {
  return (
    <>
      <NewAcquisitions />
      <InstitutionalEvents />
      <HomeSection section={2} />
      <Closures />
      <OpeningHours />
    </>
  );
}
