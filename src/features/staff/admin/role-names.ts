// The staff roles in words: the roles page's checkboxes and the audit trail's values.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRoleName } from '../../../api/types';

export const ROLE_NAMES: Record<StaffRoleName, MessageDescriptor> = {
  circulation: msg({ message: 'Circulation', comment: 'Staff role: the circulation desk' }),
  cataloguing: msg({ message: 'Cataloguing', comment: 'Staff role: records, items, comment moderation' }),
  patrons: msg({ message: 'Patrons', comment: 'Staff role: patron records, user switching, data requests' }),
  admin: msg({ message: 'Administration', comment: 'Staff role: settings and permissions; holds every role' }),
  reports: msg({ message: 'Reports', comment: 'Staff role: reports and the audit trail' }),
};
