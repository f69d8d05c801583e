import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ModalProps } from "../../../../components/dialog-button";
import { PhoneSheet } from "../../../../components/phone-sheet";
import { AccessibilityPanel } from "../components/accessibility-panel";
import { LanguageList } from "../components/language-switcher";
import { SelfServiceButton } from "../components/self-service-button";
import { MainNavItems } from "../components/main-nav-items";
import { UserMenu } from "../components/user-menu";
import { InstallApp } from "./install-app";

/**
 * The phone's menu: a sheet (components/phone-sheet.tsx) holding what the wide header and the accessibility bar show: the
 * navigation, the account, the languages with their names, the accessibility settings and
 * the offer to install the app. Following a link closes it.
 */
export function PhoneMenu(props: ModalProps) {
  const { t } = useLingui();
  return (
    <PhoneSheet
      {...props}
      title={<Trans comment="Title of the phone's menu">Menu</Trans>}
    >
      <nav aria-label={t`Main`} className="phone-menu-nav">
        <ul>
          <MainNavItems />
          <li>
            <Link to="/cesta">
              <Trans>Basket</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <div className="phone-menu-account">
        <UserMenu />
      </div>
      <section
        aria-labelledby="phone-menu-language"
        className="phone-menu-section"
      >
        <h3 id="phone-menu-language">
          <Trans>Language</Trans>
        </h3>
        <LanguageList named />
      </section>
      <section
        aria-labelledby="phone-menu-a11y"
        className="phone-menu-section a11y-menu"
      >
        <h3 id="phone-menu-a11y">
          <Trans>Accessibility</Trans>
        </h3>
        <AccessibilityPanel />
        <SelfServiceButton barOpen={false} />
      </section>
      <InstallApp />
    </PhoneSheet>
  );
}
