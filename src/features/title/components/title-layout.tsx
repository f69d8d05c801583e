import type { ReactNode } from 'react';
import type { Title } from '../../../api/types';
import { OfflineNotice } from '../../../components/offline-notice';
import { titleKeys } from '../queries';
import { TitleHeader } from './title-header';
import { TitleTabs } from './title-tabs';
import '../title.css';

/** Every title page: the header, the list of sub-pages, then the open one. */
export function TitleLayout({ title, children }: { title: Title; children: ReactNode }) {
  return (
    <article className="title-page">
      <OfflineNotice queryKeys={[titleKeys.detail(title.cod_acervo)]} />
      <TitleHeader title={title} />
      <TitleTabs codAcervo={title.cod_acervo} />
      <div className="title-tab-panel">{children}</div>
    </article>
  );
}
