import { createFileRoute } from '@tanstack/react-router';
import { SamlResponsePage } from '../features/patrons/auth/components/external-sign-in-pages';

export const Route = createFileRoute('/saml-response')({
  component: SamlResponsePage,
});
