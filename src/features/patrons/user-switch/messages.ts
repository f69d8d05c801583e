// The server's 422 keys of user switching, so that every catalog carries them.
import { msg } from '@lingui/core/macro';

export const userSwitchMessages = {
  required: msg({ id: 'error.switch-user-required', message: 'Enter the user name.' }),
  self: msg({ id: 'error.switch-user-self', message: 'You are already signed in as this user.' }),
};
