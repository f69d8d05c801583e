import type { ReactNode } from 'react';
import { OfflineNotice } from '../../../components/offline-notice';
import { HomeSection, InstitutionalEvents } from '../../institution-pages';
import { homeKeys } from '../queries';
import { NewAcquisitions } from './new-acquisitions';
import { OpeningHours } from './opening-hours';
import '../home.css';

/** What home shows under the search box when nothing is searched yet. */
export function HomePanels({ children }: { children?: ReactNode }) {
  return (
    <div className="home-panels">
      <OfflineNotice queryKeys={[homeKeys.all()]} />
      <HomeSection section={1} />
      {children}
      <NewAcquisitions />
      <InstitutionalEvents />
      <HomeSection section={2} />
      <OpeningHours />
    </div>
  );
}
