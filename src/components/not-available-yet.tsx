import { Trans } from '@lingui/react/macro';
import { PageHeading } from './page-heading';

interface NotAvailableYetProps {
  title: string;
  /** True when the placeholder fills a section of a page that has its own h1. */
  asSection?: boolean;
}

/** An honest placeholder for a screen whose content comes with a later issue. */
export function NotAvailableYet({ title, asSection = false }: NotAvailableYetProps) {
  return (
    <section className="not-available">
      {asSection ? <h2>{title}</h2> : <PageHeading title={title} />}
      <p>
        <Trans>This page is not available yet. It will come in a future version of the catalogue.</Trans>
      </p>
    </section>
  );
}
