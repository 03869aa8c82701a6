import type { ShiftQuery } from "../api/shift-index";

// The sidebar filters live in the URL (they survive a reload and can be shared).

export type ShiftFilters = {
  /** The day picked in the month calendar, YYYY-MM-DD. */
  date: string | null;
  /** A date range, YYYY-MM-DD each. */
  start: string | null;
  end: string | null;
  availability: string;
  employees: string[];
  location: string;
  areas: string[];
  roles: string[];
  dayPart: string;
  status: string;
};

export const FILTER_KEYS = [
  "date",
  "start",
  "end",
  "availability",
  "employees",
  "location",
  "areas",
  "roles",
  "day_part",
  "status",
] as const;

const list = (v: string | null) => (v ? v.split(",").filter(Boolean) : []);

export function readFilters(params: URLSearchParams): ShiftFilters {
  return {
    date: params.get("date"),
    start: params.get("start"),
    end: params.get("end"),
    availability: params.get("availability") ?? "All",
    employees: list(params.get("employees")),
    location: params.get("location") ?? "showAll",
    areas: list(params.get("areas")),
    roles: list(params.get("roles")),
    dayPart: params.get("day_part") ?? "",
    status: params.get("status") ?? "All",
  };
}

/** Writes the filters over the current params, dropping defaults; other params (e.g. view) stay. */
export function writeFilters(params: URLSearchParams, filters: ShiftFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null, fallback = "") => {
    if (value && value !== fallback) next.set(key, value);
    else next.delete(key);
  };
  set("date", filters.date);
  set("start", filters.start);
  set("end", filters.end);
  set("availability", filters.availability, "All");
  set("employees", filters.employees.join(","));
  set("location", filters.location, "showAll");
  set("areas", filters.areas.join(","));
  set("roles", filters.roles.join(","));
  set("day_part", filters.dayPart);
  set("status", filters.status, "All");
  return next;
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

/** YYYY-MM-DD to the server's DD-MM-YYYY (whole days in each location's time zone). */
export const toServerDay = (day: string) => day.split("-").reverse().join("-");

/** The shift/index filters (without the period); team members get no staff-only filters. */
export function filterQuery(filters: ShiftFilters, options: { calendar: boolean; staff: boolean }): ShiftQuery {
  const join = (ids: string[]) => (ids.length ? ids.join(",") : undefined);
  return {
    name: filters.dayPart || undefined,
    location_id: filters.location === "showAll" ? undefined : filters.location,
    area_id: join(filters.areas),
    area_role_id: join(filters.roles),
    employee_id: options.staff ? join(filters.employees) : undefined,
    availability:
      options.calendar && options.staff && filters.availability !== "All" ? filters.availability : undefined,
    shift_status: options.calendar && options.staff && filters.status !== "All" ? filters.status : undefined,
  };
}
