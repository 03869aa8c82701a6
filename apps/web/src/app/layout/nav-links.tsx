import { Box, NavLink, Stack, Tooltip } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconBuildingStore,
  IconCalendar,
  IconCalendarPlus,
  IconClipboardCheck,
  IconClockCheck,
  IconClockCog,
  IconClockHour4,
  IconDashboard,
  IconHome,
  IconList,
  IconListDetails,
  IconMapPin,
  IconMapPinPlus,
  IconSitemap,
  IconUserCircle,
  IconUserPlus,
  IconUserQuestion,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { common } from "../../i18n/locales/en/common";
import { isManagerRole, useSession } from "../session";

type NavItemKey = keyof typeof common.nav.items;

type Item = { to: string; label: NavItemKey; icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }> };

const managerItems: Item[] = [
  { to: "/dashboard", label: "dashboard", icon: IconDashboard },
  { to: "/calendar", label: "calendar", icon: IconCalendar },
  { to: "/shifts", label: "shifts", icon: IconList },
  { to: "/shifts-roster", label: "shiftsRoster", icon: IconUsersGroup },
  { to: "/business-owner-shift-listing", label: "shiftRequests", icon: IconClipboardCheck },
  { to: "/create-shift", label: "createShift", icon: IconCalendarPlus },
  { to: "/locations", label: "locations", icon: IconMapPin },
  { to: "/create-location", label: "createLocation", icon: IconMapPinPlus },
  { to: "/workarea/create", label: "workAreasRoles", icon: IconSitemap },
  { to: "/create-team-member", label: "createTeamMember", icon: IconUserPlus },
  { to: "/team-member-record", label: "teamMembers", icon: IconUsers },
  { to: "/team-member-requests", label: "joinRequests", icon: IconUserQuestion },
  { to: "/shift-names", label: "shiftNames", icon: IconClockHour4 },
  { to: "/work-rules", label: "workRules", icon: IconClockCog },
  { to: "/timesheets", label: "timesheets", icon: IconClockCheck },
];
const ownerItems: Item[] = [{ to: "/business-profile", label: "businessProfile", icon: IconBuildingStore }];
const employeeItems: Item[] = [
  { to: "/employee-home", label: "mySchedule", icon: IconHome },
  { to: "/employee-calendar", label: "calendar", icon: IconCalendar },
  { to: "/account", label: "myAccount", icon: IconUserCircle },
];

const editParents: Record<string, string> = {
  "/create-location": "/locations",
  "/create-team-member": "/team-member-record",
};

/** Where the navigation is a column of icons: SHELL.navbarWidth's `sm` to `xl`. */
const ICONS_ONLY = "(min-width: 48em) and (max-width: 87.99em)";

/** `onNavigate` closes the phone navbar, also when the link is the page already shown. */
export function NavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const { t } = useTranslation("common");
  // Editing (?id=N) belongs to the list the record came from, not to "Create …".
  const editing = new URLSearchParams(search).has("id");
  const section = editing ? (editParents[pathname] ?? pathname) : pathname;
  const items = isManagerRole(user.role)
    ? [...managerItems, ...(user.role === "owner" ? ownerItems : [])]
    : employeeItems;

  // Between a phone and `xl` the column shows icons only (reach.css): the label comes on hover and focus, and every
  // link is named by it for a screen reader whatever the width.
  const iconsOnly = useMediaQuery(ICONS_ONLY, false, { getInitialValueInEffect: false });
  const link = (to: string, label: string, icon: ReactNode, active: boolean) => (
    <li key={to}>
      <Tooltip label={label} position="right" disabled={!iconsOnly} events={{ hover: true, focus: true, touch: false }}>
        <NavLink
          component={Link}
          to={to}
          label={label}
          aria-label={label}
          leftSection={icon}
          active={active}
          aria-current={active ? "page" : undefined}
          variant="filled"
          className="brigade-nav-link"
          onClick={onNavigate}
        />
      </Tooltip>
    </li>
  );

  return (
    // The browser's own scrolling: Mantine's ScrollArea measured itself on every resize, a forced layout in the
    // middle of a phone's first render of the page.
    <Box style={{ flex: 1, overflowY: "auto" }}>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {items.map(({ to, label, icon: Icon }) =>
          link(to, t(`nav.items.${label}`), <Icon size={18} aria-hidden />, section === to),
        )}
        {items === employeeItems
          ? null
          : link(
              "/account",
              t("nav.items.myAccount"),
              <IconListDetails size={18} aria-hidden />,
              pathname === "/account",
            )}
      </Stack>
    </Box>
  );
}
