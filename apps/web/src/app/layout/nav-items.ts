import type { MePayload } from "@brigade/contract/auth";
import {
  IconBuildingCog,
  IconBuildingStore,
  IconCalendar,
  IconCalendarPlus,
  IconCalendarStats,
  IconChartBar,
  IconClipboardCheck,
  IconClockCheck,
  IconClockCog,
  IconClockHour4,
  IconDashboard,
  IconHome,
  IconList,
  IconMailPlus,
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
import type { common } from "../../i18n/locales/en/common";
import { isManagerRole } from "../session";

type NavItemKey = keyof typeof common.nav.items;
type NavGroupKey = keyof typeof common.nav.groups;

export type NavItem = {
  to: string;
  label: NavItemKey;
  icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }>;
};
/** A group of the navigation; a title names its list (the employee's three links need none). */
export type NavGroup = { title: NavGroupKey | null; items: NavItem[] };

const myAccount: NavItem = { to: "/account", label: "myAccount", icon: IconUserCircle };

/**
 * A manager's screens by what they are for. Shift Names sits with the other set-up lists (it is the names the Create
 * Shift form offers), not beside the shift list it was easily taken for.
 */
function managerGroups(owner: boolean): NavGroup[] {
  return [
    {
      title: "schedule",
      items: [
        { to: "/dashboard", label: "dashboard", icon: IconDashboard },
        { to: "/calendar", label: "calendar", icon: IconCalendar },
        { to: "/shifts", label: "shifts", icon: IconList },
        { to: "/shifts-roster", label: "shiftsRoster", icon: IconUsersGroup },
        { to: "/create-shift", label: "createShift", icon: IconCalendarPlus },
      ],
    },
    {
      title: "requests",
      items: [
        { to: "/business-owner-shift-listing", label: "shiftRequests", icon: IconClipboardCheck },
        { to: "/team-member-requests", label: "joinRequests", icon: IconUserQuestion },
      ],
    },
    {
      title: "team",
      items: [
        { to: "/team-member-record", label: "teamMembers", icon: IconUsers },
        { to: "/create-team-member", label: "createTeamMember", icon: IconUserPlus },
        { to: "/invite-staff", label: "inviteStaff", icon: IconMailPlus },
      ],
    },
    {
      title: "timeAndPay",
      items: [
        { to: "/timesheets", label: "timesheets", icon: IconClockCheck },
        { to: "/compliance/changes", label: "changeLog", icon: IconCalendarStats },
        { to: "/work-rules", label: "workRules", icon: IconClockCog },
        { to: "/sales", label: "sales", icon: IconChartBar },
      ],
    },
    {
      title: "settings",
      items: [
        { to: "/locations", label: "locations", icon: IconMapPin },
        { to: "/create-location", label: "createLocation", icon: IconMapPinPlus },
        { to: "/workarea/create", label: "workAreasRoles", icon: IconSitemap },
        // A location's opening hours and labour model (its roles' rules, hence after them): the first location's
        // without ?location_id=.
        { to: "/location-demand", label: "demand", icon: IconBuildingCog },
        { to: "/shift-names", label: "shiftNames", icon: IconClockHour4 },
        ...(owner ? [{ to: "/business-profile", label: "businessProfile", icon: IconBuildingStore } as const] : []),
        myAccount,
      ],
    },
  ];
}

const employeeGroups: NavGroup[] = [
  {
    title: null,
    items: [
      { to: "/employee-home", label: "mySchedule", icon: IconHome },
      { to: "/employee-calendar", label: "calendar", icon: IconCalendar },
      myAccount,
    ],
  },
];

export const navGroupsFor = (user: MePayload["user"]): NavGroup[] =>
  isManagerRole(user.role) ? managerGroups(user.role === "owner") : employeeGroups;
