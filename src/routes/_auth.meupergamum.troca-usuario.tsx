import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { appLayersQuery } from '../features/patrons/personal-area/personal-area/entries';
import { StaffEntry } from '../features/patrons/personal-area/personal-area/staff-entry';
import { UserSwitchPage } from '../features/patrons/user-switch/components/user-switch-page';
import { ensureLoaded } from '../lib/route-params';

// Staff only: a patron who opens the address gets the refusal, not the form.
export const Route = createFileRoute('/_auth/meupergamum/troca-usuario')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, appLayersQuery()),
  component: UserSwitchRoute,
});

function UserSwitchRoute() {
  const { t } = useLingui();
  return (
    <StaffEntry layer="troca_usuario" title={t`User switching`}>
      <UserSwitchPage />
    </StaffEntry>
  );
}
