import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../features/patrons/auth/guard';

// Pathless layout of the protected pages: no session user, no entry (spec §2).
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => requireUser(context.session, location.href),
  component: Outlet,
});
