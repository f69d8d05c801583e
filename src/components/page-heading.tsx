import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';

interface PageHeadingProps {
  /** The page's name, also used for the document title. */
  title: string;
  children?: ReactNode;
}

/**
 * The page's main heading. It can take focus (tabIndex -1) so that the layout moves
 * focus to it after each navigation, and it names the browser tab.
 */
export function PageHeading({ title, children }: PageHeadingProps) {
  const { t } = useLingui();
  const site = t`Library catalogue`;
  useEffect(() => {
    document.title = `${title} · ${site}`;
  }, [title, site]);
  return (
    <h1 tabIndex={-1} className="page-heading">
      {children ?? title}
    </h1>
  );
}
