import { usePrefetchQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../../../components/lazy-part';
import { OfflineNotice } from '../../../../components/offline-notice';
import { HomeSection } from '../../institution-pages';
import { homeKeys, homeQueries } from '../queries';
import { NEW_ACQUISITIONS_FIRST_PAGE } from '../new-acquisitions-page';
import '../home.css';

// What lies below the first section (new acquisitions with their filters, events, opening
// hours) waits for its answers anyway: its code comes beside them instead of in the entry.
const HomePanelsBelow = lazyPart(() => import('./home-panels-below').then((m) => m.HomePanelsBelow));

/** What home shows under the search box when nothing is searched yet. */
export function HomePanels({ children }: { children?: ReactNode }) {
  // Their answers are asked for while their code loads, not after.
  usePrefetchQuery(homeQueries.newAcquisitions(NEW_ACQUISITIONS_FIRST_PAGE));
  usePrefetchQuery(homeQueries.openingHours());
  return (
    <div className="home-panels">
      <OfflineNotice queryKeys={[homeKeys.all()]} />
      <HomeSection section={1} />
      {children}
      <Suspense fallback={null}>
        <HomePanelsBelow />
      </Suspense>
    </div>
  );
}
