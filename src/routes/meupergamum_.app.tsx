import { createFileRoute } from '@tanstack/react-router';
import { PersonalAreaAppPage } from '../features/account/components/personal-area-app-page';

// Not nested under the protected /meupergamum section (the trailing _ un-nests it).
export const Route = createFileRoute('/meupergamum_/app')({
  component: PersonalAreaAppPage,
});
