// The staff workspace's administration (issue 23): staff roles and the audit trail.
export { StaffRolesPage } from './components/staff-roles-page';
export { AuditTrailPage, type AuditSearch } from './components/audit-trail-page';
