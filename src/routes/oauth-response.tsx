import { createFileRoute } from '@tanstack/react-router';
import { OauthResponsePage } from '../features/patrons/auth/components/external-sign-in-pages';

export const Route = createFileRoute('/oauth-response')({
  component: OauthResponsePage,
});
