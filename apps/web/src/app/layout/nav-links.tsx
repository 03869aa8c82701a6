import { Box, NavLink, Stack } from "@mantine/core";
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
import type { ComponentType } from "react";
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

  return (
    // The browser's own scrolling: Mantine's ScrollArea measured itself on every resize, a forced layout in the
    // middle of a phone's first render of the page.
    <Box style={{ flex: 1, overflowY: "auto" }}>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {items.map(({ to, label, icon: Icon }) => {
          const active = section === to;
          return (
            <li key={to}>
              <NavLink
                component={Link}
                to={to}
                label={t(`nav.items.${label}`)}
                leftSection={<Icon size={18} aria-hidden />}
                active={active}
                aria-current={active ? "page" : undefined}
                variant="filled"
                onClick={onNavigate}
              />
            </li>
          );
        })}
        {items === employeeItems ? null : (
          <li>
            <NavLink
              component={Link}
              to="/account"
              label={t("nav.items.myAccount")}
              leftSection={<IconListDetails size={18} aria-hidden />}
              active={pathname === "/account"}
              aria-current={pathname === "/account" ? "page" : undefined}
              variant="filled"
              onClick={onNavigate}
            />
          </li>
        )}
      </Stack>
    </Box>
  );
}
