import { Outlet } from '@tanstack/react-router';
import { useAlertsRefreshLists } from '../personal-area/alert-refresh';
import { usePrefetchForOffline } from '../personal-area/offline-lists';
import { PersonalAreaMenu } from '../personal-area/personal-area-menu';
import '../personal-area/personal-area.css';

/**
 * The frame of every /meupergamum page: the entries' menu beside the page (on a phone the
 * header's "My library" opens it). While it is open online, the core lists are kept for
 * offline use, and new alerts or pushes refresh the lists they name.
 */
export function PersonalAreaLayout() {
  usePrefetchForOffline();
  useAlertsRefreshLists();
  return (
    <div className="personal-area">
      <PersonalAreaMenu />
      <div className="personal-area-page">
        <Outlet />
      </div>
    </div>
  );
}
