// One pattern for a screen's data. A route's loader ensures the queries its page needs
// (lib/route-params.ts `ensureLoaded`) and the router shows `Loading` while it waits and
// `RouteError` when it fails (router.tsx's defaults); the page reads them with
// useSuspenseQuery. A section whose query depends on what is chosen on the page (dates, a
// year, a style) or that loads apart from the page (a dashboard card) reads its query the
// same way inside a QueryBoundary, which does the same for that section alone.
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { LoadError } from './error-message';
import { Loading } from './loading';

interface QueryBoundaryProps {
  children: ReactNode;
  /** What the section's query depends on: when it changes, a failed section tries again. */
  resetKey?: unknown;
}

export function QueryBoundary({ children, resetKey = null }: QueryBoundaryProps) {
  const key = JSON.stringify(resetKey);
  return (
    <CatchBoundary getResetKey={() => key} errorComponent={SectionError} onCatch={() => undefined}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </CatchBoundary>
  );
}

function SectionError({ error, reset }: ErrorComponentProps) {
  const queries = useQueryErrorResetBoundary();
  return (
    <LoadError
      error={error}
      onRetry={() => {
        queries.reset();
        reset();
      }}
    />
  );
}

interface DataSectionProps extends QueryBoundaryProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: ReactNode;
  className?: string;
  /** What shows whatever the data's state: a hint, the filters the query follows. */
  intro?: ReactNode;
}

/** A titled section of a page whose data (read by `children`) loads on its own. */
export function DataSection({ id, title, className, intro, resetKey, children }: DataSectionProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {intro}
      <QueryBoundary resetKey={resetKey}>{children}</QueryBoundary>
    </section>
  );
}
