import type { AvailabilityKind } from "@brigade/contract/availability";
import type { Availability, BookingStatus } from "@brigade/contract/enums";

// The demo business: enough of everything that every screen has something to show.

export const DEMO_PASSWORD = "brigade-demo";
export const DEMO_BUSINESS = { name: "Brigade Demo Bistro", joinCode: "DEMXBRGD2626" };
export const DEMO_OWNER = { name: "Olivia Owner", email: "owner@brigade.demo", phone: "+1 212 555 0100" };

export const DEMO_LOCATIONS = [
  {
    key: "downtown",
    name: "Downtown",
    timeZone: "America/New_York",
    lockDay: "Thursday",
    areas: {
      Kitchen: ["Line Cook", "Prep Cook", "Dishwasher"],
      "Front of House": ["Server", "Host"],
      Bar: ["Bartender"],
    },
  },
  {
    key: "harbour",
    name: "Harbour Terrace",
    timeZone: "Europe/London",
    lockDay: "Friday",
    areas: { Kitchen: ["Line Cook", "Dishwasher"], "Front of House": ["Server", "Runner"] },
  },
] as const;

type DemoEmployee = {
  name: string;
  email: string;
  role: "manager" | "team_member";
  availability: Availability;
  status?: "active_employee" | "waiting_for_approval" | "inactive";
  /** "location/Area/Role" */
  roles: string[];
};

export const DEMO_EMPLOYEES: DemoEmployee[] = [
  {
    name: "Marco Manager",
    email: "manager@brigade.demo",
    role: "manager",
    availability: "Manager",
    roles: ["downtown/Front of House/Host", "downtown/Bar/Bartender"],
  },
  {
    name: "Sam Staff",
    email: "staff@brigade.demo",
    role: "team_member",
    availability: "FullTime",
    roles: ["downtown/Front of House/Server", "harbour/Front of House/Server"],
  },
  {
    name: "Ava Chen",
    email: "ava@brigade.demo",
    role: "team_member",
    availability: "FullTime",
    roles: ["downtown/Kitchen/Line Cook", "harbour/Kitchen/Line Cook"],
  },
  {
    name: "Ben Okafor",
    email: "ben@brigade.demo",
    role: "team_member",
    availability: "FullTime",
    roles: ["downtown/Kitchen/Line Cook", "downtown/Kitchen/Prep Cook"],
  },
  {
    name: "Chloe Martin",
    email: "chloe@brigade.demo",
    role: "team_member",
    availability: "PartTime",
    roles: ["downtown/Kitchen/Prep Cook", "downtown/Kitchen/Dishwasher"],
  },
  {
    name: "Diego Alvarez",
    email: "diego@brigade.demo",
    role: "team_member",
    availability: "ThreeDay",
    roles: ["downtown/Kitchen/Dishwasher", "harbour/Kitchen/Dishwasher"],
  },
  {
    name: "Emma Rossi",
    email: "emma@brigade.demo",
    role: "team_member",
    availability: "FullTime",
    roles: ["downtown/Front of House/Server", "downtown/Front of House/Host"],
  },
  {
    name: "Farah Haddad",
    email: "farah@brigade.demo",
    role: "team_member",
    availability: "PartTime",
    roles: ["downtown/Front of House/Server", "downtown/Bar/Bartender"],
  },
  {
    name: "George Smith",
    email: "george@brigade.demo",
    role: "team_member",
    availability: "FullTime",
    roles: ["harbour/Kitchen/Line Cook", "harbour/Kitchen/Dishwasher"],
  },
  {
    name: "Hana Sato",
    email: "hana@brigade.demo",
    role: "team_member",
    availability: "PartTime",
    roles: ["harbour/Front of House/Server", "harbour/Front of House/Runner"],
  },
  {
    name: "Ivan Petrov",
    email: "ivan@brigade.demo",
    role: "team_member",
    availability: "ThreeDay",
    roles: ["harbour/Front of House/Runner", "downtown/Bar/Bartender"],
  },
  {
    name: "Julia Novak",
    email: "julia@brigade.demo",
    role: "team_member",
    availability: "FullTime",
    roles: ["downtown/Kitchen/Line Cook"],
    status: "inactive",
  },
  {
    name: "Kofi Mensah",
    email: "kofi@brigade.demo",
    role: "team_member",
    availability: "FullTime",
    roles: [],
    status: "waiting_for_approval",
  },
];

/** The demo's shift names with their usual times (the Create Shift form fills From and To with them). */
export const DEMO_SHIFT_NAMES = [
  { name: "Breakfast", from_time: "07:30", to_time: "11:00" },
  { name: "Brunch", from_time: "10:00", to_time: "14:00" },
  { name: "Lunch", from_time: "11:00", to_time: "15:00" },
  { name: "Dinner", from_time: "17:00", to_time: "23:00" },
  { name: "Late Night", from_time: "22:00", to_time: "02:00" },
];

type ShiftTemplate = {
  location: "downtown" | "harbour";
  name: string;
  /** ISO weekdays (1 = Monday) on which it runs. */
  days: number[];
  start: string;
  end: string;
  chunk: 1 | 2 | 3;
  premiumBonus?: number;
  color: string;
  /** "Area/Role": positions */
  roles: Record<string, number>;
};

// Every day of this week and next has shifts at both locations, so the calendar is full.
export const DEMO_SHIFTS: ShiftTemplate[] = [
  {
    location: "downtown",
    name: "Breakfast",
    days: [6, 7],
    start: "07:30",
    end: "11:00",
    chunk: 1,
    color: "#1098ad",
    roles: { "Kitchen/Prep Cook": 1, "Front of House/Server": 1 },
  },
  {
    location: "downtown",
    name: "Lunch",
    days: [1, 2, 3, 4, 5],
    start: "11:00",
    end: "15:00",
    chunk: 1,
    color: "#1c7ed6",
    roles: { "Kitchen/Line Cook": 2, "Front of House/Server": 2, "Kitchen/Dishwasher": 1 },
  },
  {
    location: "downtown",
    name: "Dinner",
    days: [1, 2, 3, 4, 5, 6, 7],
    start: "17:00",
    end: "23:00",
    chunk: 2,
    color: "#0a0a0a",
    roles: { "Kitchen/Line Cook": 2, "Front of House/Server": 3, "Bar/Bartender": 1 },
  },
  {
    location: "downtown",
    name: "Late Night",
    days: [5, 6],
    start: "22:00",
    end: "02:00",
    chunk: 1,
    premiumBonus: 40,
    color: "#ae3ec9",
    roles: { "Bar/Bartender": 1, "Front of House/Host": 1 },
  },
  {
    location: "harbour",
    name: "Brunch",
    days: [6, 7],
    start: "09:00",
    end: "14:00",
    chunk: 1,
    premiumBonus: 25,
    color: "#f08c00",
    roles: { "Kitchen/Line Cook": 1, "Front of House/Server": 2, "Front of House/Runner": 1 },
  },
  {
    location: "harbour",
    name: "Lunch",
    days: [1, 2, 3, 4, 5],
    start: "11:30",
    end: "15:30",
    chunk: 1,
    color: "#e8590c",
    roles: { "Kitchen/Line Cook": 1, "Front of House/Server": 1 },
  },
  {
    location: "harbour",
    name: "Dinner",
    days: [2, 3, 4, 5, 6, 7],
    start: "16:00",
    end: "22:00",
    chunk: 3,
    color: "#2f9e44",
    roles: { "Kitchen/Line Cook": 1, "Kitchen/Dishwasher": 1, "Front of House/Server": 2 },
  },
];

/** The statuses given to bookings in turn, so each appears several times across the two weeks. */
export const DEMO_STATUS_CYCLE: BookingStatus[] = [
  "Accepted",
  "Accepted",
  "Pending",
  "Accepted",
  "Apply For Leave",
  "Accepted",
  "Rejected",
  "Released",
  "Accepted",
  "Leave Rejected",
];

type DemoWindow = { weekday: number; from: string; to: string; kind: AvailabilityKind };

/** Weekly availability patterns (wall-clock, read in each shift's location zone), by e-mail. */
export const DEMO_AVAILABILITY: Record<string, DemoWindow[]> = {
  "staff@brigade.demo": [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: "09:00", to: "17:00", kind: "available" as const })),
    { weekday: 6, from: "17:00", to: "23:00", kind: "preferred" },
    { weekday: 7, from: "00:00", to: "00:00", kind: "unavailable" },
  ],
  "ava@brigade.demo": [
    { weekday: 1, from: "16:00", to: "00:00", kind: "preferred" },
    { weekday: 3, from: "16:00", to: "00:00", kind: "preferred" },
    { weekday: 5, from: "12:00", to: "00:00", kind: "available" },
    // After her late Friday she can open on Saturday, but would rather not (a soft avoid).
    { weekday: 6, from: "07:00", to: "12:00", kind: "prefer_not" },
  ],
  // A window past midnight belongs to the day it starts on.
  "ben@brigade.demo": [{ weekday: 2, from: "22:00", to: "02:00", kind: "available" }],
  "chloe@brigade.demo": [{ weekday: 1, from: "00:00", to: "12:00", kind: "unavailable" }],
};

/**
 * Time off, in days from this week's Monday (in the first location's zone): Sam's request next week waits for a
 * manager (and may clash with his bookings, for the decision screen); Ava's, after the seeded weeks, is approved.
 */
export const DEMO_TIME_OFF: {
  email: string;
  fromDay: number;
  toDay: number;
  status: "Pending" | "Approved";
  reason: string;
}[] = [
  { email: "staff@brigade.demo", fromDay: 10, toDay: 11, status: "Pending", reason: "Cousin's wedding" },
  { email: "ava@brigade.demo", fromDay: 15, toDay: 18, status: "Approved", reason: "Family visit" },
];
