import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import type { ImplementedId } from '../../../../../openapi/personal-area';
import { appLayersQuery, layersOn } from './entries';

/**
 * A personal-area page whose calls are staff's (user switching): shown only when the server
 * turns its layer on for this person (GET …/app-layers knows their staff roles); a patron who
 * types its address gets the refusal, never the form, even empty (issue 37). The route's loader
 * loads the layers (`appLayersQuery`).
 */
export function StaffEntry({ layer, title, children }: { layer: ImplementedId; title: string; children: ReactNode }) {
  const { data } = useSuspenseQuery(appLayersQuery());
  if (layersOn(data.layers).has(layer)) return children;
  return (
    <section>
      <PageHeading title={title} />
      <p className="refusal" role="alert">
        <Trans>This page is for library staff only. Your account is not a staff account.</Trans>
      </p>
    </section>
  );
}
