import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AfterFirstPaint, AfterStartSettles } from '../../../../components/after-first-paint';
import { AccessibilityBar } from './accessibility-bar';
import { HeaderTitle } from './header-title';
import { LanguageSwitcher } from './language-switcher';
import { NoticesRegion } from './notices-region';
import { UserMenu } from './user-menu';
import { PhoneHeaderTools } from '../phone/menu-button';
import { appRunsInstalled } from '../../../../lib/install-app';
import logo from '../../../../assets/logo.svg';
import { MainNavItems } from './main-nav-items';

// The footer (its dialogs, the comment and suggestion forms, the sanitizer) loads once the
// page has painted: it waits for the institution's settings anyway, and sits below the page,
// so nothing moves when it appears. It keeps ~15 KB gzip out of the initial JavaScript
// (bench/bundle.ts) and its work out of the first paint (bench/lighthouse.ts), like the
// service worker's registration (UpdatePrompt).
const AppFooter = lazy(() => import('./app-footer').then((m) => ({ default: m.AppFooter })));
// The service worker's registration and the offer of a new version: once the start has settled.
// Its code may not come (the network dropped before the service worker had it): then there is
// no prompt in this page, rather than the whole app on its error screen.
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt }), () => ({ default: () => null })));
// The bottom navigation exists only when the app runs installed: a browser tab never loads it.
const BottomNav = lazy(() => import('../phone/bottom-nav').then((m) => ({ default: m.BottomNav })));

/** The installed app's bottom navigation (shown at phone widths, phone.css), and the page's room for it. */
function InstalledNavigation() {
  const [installed] = useState(appRunsInstalled);
  useEffect(() => {
    if (installed) document.documentElement.dataset.installed = 'true';
  }, [installed]);
  if (!installed) return null;
  return (
    <Suspense fallback={null}>
      <BottomNav />
    </Suspense>
  );
}

/** Moves focus to the new page's main heading after each change of path. */
function useFocusHeadingOnNavigate(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
      }),
    [router],
  );
}

interface AppLayoutProps {
  children: ReactNode;
  basketLink: ReactNode;
  loginButton?: ReactNode;
  /** The phone header's counts (basket, unread alerts) beside its menu button. */
  phoneCounts?: ReactNode;
}

/**
 * The page chrome: skip link, accessibility bar, header with navigation and user menu, main,
 * footer. At phone widths (≤ 40rem, phone.css) the header is one row (logo, title, counts,
 * menu button) and the bar, navigation, languages and account move into the menu.
 */
export function AppLayout({ children, basketLink, loginButton, phoneCounts }: AppLayoutProps) {
  const { t } = useLingui();
  useFocusHeadingOnNavigate();
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        <Trans>Skip to content</Trans>
      </a>
      <AccessibilityBar />
      <header className="app-header">
        <Link to="/" className="app-title">
          <img src={logo} alt="" width="32" height="32" />
          <HeaderTitle />
        </Link>
        <nav aria-label={t`Main`} className="app-nav">
          <ul>
            <MainNavItems />
            <li>{basketLink}</li>
          </ul>
        </nav>
        <div className="app-tools">
          <LanguageSwitcher />
          <UserMenu loginButton={loginButton} />
        </div>
        <PhoneHeaderTools counts={phoneCounts} />
      </header>
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      </AfterFirstPaint>
      <InstalledNavigation />
      <NoticesRegion />
      <AfterStartSettles>
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      </AfterStartSettles>
    </div>
  );
}
