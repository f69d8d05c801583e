/** What the rest of the server uses of the desk: its verbs, run by the admin socket for `npm run desk`. */
export { deskAdminOp } from './cli';
/** pessoa.papel of staff (the router checks who is staff: server/http/caller.ts); granting roles (the staff module). */
export { STAFF_ROLE, setStaff } from './staff';
