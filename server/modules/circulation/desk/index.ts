/** What the rest of the server uses of the desk: its verbs, run by the admin socket for `npm run desk`. */
export { deskAdminOp } from '../../../desk-cli';
/** pessoa.papel of staff (the router checks who is staff: server/http/caller.ts); granting roles (the staff module). */
export { STAFF_ROLE, keepAnAdministrator, lockAdministrators, setStaff } from './staff';
/** The desk's payment of fines, also taken by the SIP2 self-check server (server/sip2). */
export { recordPayment } from './back-office';
