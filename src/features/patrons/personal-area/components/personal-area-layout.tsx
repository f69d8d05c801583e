import { Outlet } from '@tanstack/react-router';
import { PersonalAreaMenu } from '../personal-area/personal-area-menu';
import '../personal-area/personal-area.css';

/** The frame of every /meupergamum page: the entries' menu beside (on a phone: above) the page. */
export function PersonalAreaLayout() {
  return (
    <div className="personal-area">
      <PersonalAreaMenu />
      <div className="personal-area-page">
        <Outlet />
      </div>
    </div>
  );
}
