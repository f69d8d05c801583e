import { useDeferredValue, type ReactNode } from 'react';
import type { Title } from '../../../../api/types';
import { OfflineNotice } from '../../../../components/offline-notice';
import { titleKeys } from '../queries';
import { TitleHeader } from './title-header';
import { TitleTabs } from './title-tabs';
import '../title.css';

/**
 * Every title page: the header, the list of sub-pages, then the open one.
 *
 * When a title page opens, the header (the title's name is its main heading) renders at
 * once and the sub-page list and the open sub-page follow in a deferred render, which
 * React splits into short slices: a phone stays responsive instead of freezing while the
 * whole record is built (bench/lighthouse.ts, title page). Between sub-pages the layout
 * stays mounted and nothing is deferred.
 */
export function TitleLayout({ title, children }: { title: Title; children: ReactNode }) {
  const opened = useDeferredValue(true, false);
  return (
    <article className="title-page" aria-busy={!opened}>
      <OfflineNotice queryKeys={[titleKeys.detail(title.cod_acervo)]} />
      <TitleHeader title={title} />
      {opened && (
        <>
          <TitleTabs codAcervo={title.cod_acervo} />
          <div className="title-tab-panel">{children}</div>
        </>
      )}
    </article>
  );
}
