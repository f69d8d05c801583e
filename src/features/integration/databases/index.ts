// The databases feature's public face: the patron's list and the staff screen.
export { DatabasesPage } from './components/databases-page';
export { StaffDatabasesPage } from './components/staff-databases';
export { databaseKeys, databaseQueries } from './queries';
