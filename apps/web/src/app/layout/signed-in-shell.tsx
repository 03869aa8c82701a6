import { AppShell } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { SetupNextBar } from "../../features/guides/components/setup-next-bar";
import { MAIN_ID } from "../../lib/page-heading";
import { useSession } from "../session";
import { HeaderBar } from "./header-bar";
import { useNavMode } from "./nav-collapse";
import { NavCollapseToggle } from "./nav-collapse-toggle";
import { NavLinks } from "./nav-links";
import { SHELL } from "./shell-frame";

const NAV_ID = "main-navigation";

/** The app shell once the account is known: the navigation's width follows the user's collapse choice. */
export function SignedInShell({
  navOpened,
  onToggleNav,
  onNavigate,
}: {
  navOpened: boolean;
  onToggleNav: () => void;
  onNavigate: () => void;
}) {
  const { user } = useSession();
  const { t } = useTranslation("common");
  const navMode = useNavMode(user.id);
  return (
    <AppShell
      header={SHELL.header}
      navbar={{
        width: navMode.collapsed ? SHELL.navbarWidthCollapsed : SHELL.navbarWidth,
        breakpoint: SHELL.navbarBreakpoint,
        collapsed: { mobile: !navOpened },
      }}
      padding={SHELL.padding}
    >
      <AppShell.Header>
        <HeaderBar navOpened={navOpened} onToggleNav={onToggleNav} />
      </AppShell.Header>
      {/* reach.css styles the column by data-icons-only: icons with tooltips, or icons with their labels. */}
      <AppShell.Navbar
        id={NAV_ID}
        p="sm"
        aria-label={t("nav.main")}
        className="brigade-nav"
        data-icons-only={navMode.iconsOnly || undefined}
      >
        <NavLinks iconsOnly={navMode.iconsOnly} onNavigate={onNavigate} />
        <NavCollapseToggle mode={navMode} controls={NAV_ID} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID}>
        {user.role === "owner" && <SetupNextBar userId={user.id} />}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
