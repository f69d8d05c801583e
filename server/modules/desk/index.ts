/** What the rest of the server uses of the desk: its verbs, run by the admin socket for `npm run desk`. */
export { deskAdminOp } from './cli';
/** Who is staff (the user-switch and privacy modules' desk-only operations). */
export { requireStaff, STAFF_ROLE } from './staff';
