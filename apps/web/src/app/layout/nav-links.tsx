import { NavLink, ScrollArea, Stack } from "@mantine/core";
import {
  IconBuildingStore,
  IconCalendar,
  IconCalendarPlus,
  IconClipboardCheck,
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
import { Link, useLocation } from "react-router";
import { isManagerRole, useSession } from "../session";

type Item = { to: string; label: string; icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }> };

const managerItems: Item[] = [
  { to: "/dashboard", label: "Dashboard", icon: IconDashboard },
  { to: "/calendar", label: "Calendar", icon: IconCalendar },
  { to: "/shifts", label: "Shifts", icon: IconList },
  { to: "/shifts-roster", label: "Shifts Roster", icon: IconUsersGroup },
  { to: "/business-owner-shift-listing", label: "Shift Requests", icon: IconClipboardCheck },
  { to: "/create-shift", label: "Create Shift", icon: IconCalendarPlus },
  { to: "/locations", label: "Locations", icon: IconMapPin },
  { to: "/create-location", label: "Create Location", icon: IconMapPinPlus },
  { to: "/workarea/create", label: "Work Areas & Roles", icon: IconSitemap },
  { to: "/create-team-member", label: "Create Team Member", icon: IconUserPlus },
  { to: "/team-member-record", label: "Team Members", icon: IconUsers },
  { to: "/team-member-requests", label: "Join Requests", icon: IconUserQuestion },
  { to: "/shift-names", label: "Shift Names", icon: IconClockHour4 },
  { to: "/work-rules", label: "Work rules", icon: IconClockCog },
];
const ownerItems: Item[] = [{ to: "/business-profile", label: "Business Profile", icon: IconBuildingStore }];
const employeeItems: Item[] = [
  { to: "/employee-home", label: "My Schedule", icon: IconHome },
  { to: "/employee-calendar", label: "Calendar", icon: IconCalendar },
  { to: "/account", label: "My Account", icon: IconUserCircle },
];

const editParents: Record<string, string> = {
  "/create-location": "/locations",
  "/create-team-member": "/team-member-record",
};

/** `onNavigate` closes the phone navbar, also when the link is the page already shown. */
export function NavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  // Editing (?id=N) belongs to the list the record came from, not to "Create …".
  const editing = new URLSearchParams(search).has("id");
  const section = editing ? (editParents[pathname] ?? pathname) : pathname;
  const items = isManagerRole(user.role)
    ? [...managerItems, ...(user.role === "owner" ? ownerItems : [])]
    : employeeItems;

  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {items.map(({ to, label, icon: Icon }) => {
          const active = section === to;
          return (
            <li key={to}>
              <NavLink
                component={Link}
                to={to}
                label={label}
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
              label="My Account"
              leftSection={<IconListDetails size={18} aria-hidden />}
              active={pathname === "/account"}
              aria-current={pathname === "/account" ? "page" : undefined}
              variant="filled"
              onClick={onNavigate}
            />
          </li>
        )}
      </Stack>
    </ScrollArea>
  );
}
