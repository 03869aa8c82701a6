import "@mantine/dates/styles.css";
import type { LocationItem } from "@brigade/contract/locations";
import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { Button, Group, Radio, Select, Stack, Text } from "@mantine/core";
import { DatePicker, DatePickerInput } from "@mantine/dates";
import { IconFilterOff } from "@tabler/icons-react";
import { PagedMultiSelect, type PagedSource } from "../../../components/paged-multi-select";
import { CALENDAR_ARIA_LABELS } from "../lib/calendar-aria";
import type { ShiftFilters } from "../lib/shift-filters";

/**
 * The calendar, the employee timeline and the vacant-employee week (the calendar route), or a roster listing.
 * Availability belongs to the calendar route, Shift Status to the calendar view; the vacant-employee week reads
 * only a day and a location (it has its own search by name).
 */
export type FilterView = "calendar" | "employee" | "vacant_employee" | "listing";

/** Where the paged filters (Employees, Work Area, Roles) read their options; Employees is for staff only. */
export type FilterSources = { employees?: PagedSource; areas: PagedSource; roles: PagedSource };

type Props = {
  filters: ShiftFilters;
  onChange: (filters: ShiftFilters) => void;
  onClear: () => void;
  locations: Pick<LocationItem, "id" | "name">[];
  shiftNames: ShiftNameItem[];
  /** Which screen the filters drive; each shows the filters that apply to it (spec: shown per view). */
  view: FilterView;
  /** Managers and owners; team members get no staff-only filters. */
  staff: boolean;
  sources: FilterSources;
  /** The Location select; left out where the page fixes the location itself. */
  withLocation?: boolean;
  /** The day the calendar shows (month calendar), YYYY-MM-DD. */
  shownDate?: string | null;
  /** The Day Part radio; left out where there is no list of shift names to offer (a team member's calendar). */
  withDayPart?: boolean;
};

const AVAILABILITY = ["All", "FullTime", "PartTime", "ThreeDay", "Manager"];
const STATUSES = [
  { value: "All", label: "All" },
  { value: "vacant_shifts", label: "Vacant" },
  { value: "schedule_shifts", label: "Schedule" },
  { value: "Pending", label: "Pending" },
];

/** The sidebar filters of the spec, per view. */
export function ShiftFiltersPanel(props: Props) {
  const { filters, onChange, locations, shiftNames, view, staff, sources } = props;
  const calendarRoute = view !== "listing";
  const dayAndPlaceOnly = view === "vacant_employee";
  const set = (patch: Partial<ShiftFilters>) => onChange({ ...filters, ...patch });

  return (
    <Stack gap="md" component="section" aria-label="Filters">
      <Group justify="space-between">
        <Text fw={700}>Filters</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={props.onClear}
        >
          Clear all
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={500} id="filter-day-label" mb={4}>
          Pick a day
        </Text>
        <DatePicker
          key={(filters.date ?? props.shownDate ?? "").slice(0, 7)}
          aria-labelledby="filter-day-label"
          size="xs"
          hideOutsideDates
          weekendDays={[]}
          ariaLabels={CALENDAR_ARIA_LABELS}
          value={filters.date}
          defaultDate={filters.date ?? props.shownDate ?? undefined}
          onChange={(value) => set({ date: value })}
        />
      </div>
      {!dayAndPlaceOnly && (
        <DatePickerInput
          type="range"
          label="Date range"
          ariaLabels={CALENDAR_ARIA_LABELS}
          clearable
          valueFormat="DD MMM YY"
          value={[filters.start, filters.end]}
          onChange={([start, end]) => {
            if ((start && end) || (!start && !end)) set({ start, end });
          }}
        />
      )}
      {calendarRoute && !dayAndPlaceOnly && staff && (
        <Radio.Group label="Availability" value={filters.availability} onChange={(v) => set({ availability: v })}>
          <Stack gap={6} mt={4}>
            {AVAILABILITY.map((a) => (
              <Radio key={a} value={a} label={a} size="sm" />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {staff && !dayAndPlaceOnly && sources.employees && (
        <PagedMultiSelect
          label="Employees"
          placeholder="Search by name"
          source={sources.employees}
          value={filters.employees}
          onChange={(employees) => set({ employees })}
          nothingFound="No employee found"
        />
      )}
      {props.withLocation !== false && (
        <Select
          label="Location"
          data={[
            { value: "showAll", label: "Show All" },
            ...locations.map((l) => ({ value: String(l.id), label: l.name })),
          ]}
          value={filters.location}
          allowDeselect={false}
          onChange={(v) => set({ location: v ?? "showAll", areas: [], roles: [] })}
        />
      )}
      {!dayAndPlaceOnly && (
        <>
          <PagedMultiSelect
            label="Work Area"
            placeholder="All work areas"
            source={sources.areas}
            value={filters.areas}
            onChange={(v) => set({ areas: v, roles: [] })}
            nothingFound="No work area found"
          />
          <PagedMultiSelect
            label="Roles"
            placeholder="All roles"
            source={sources.roles}
            value={filters.roles}
            onChange={(v) => set({ roles: v })}
            nothingFound="No role found"
          />
          {props.withDayPart !== false && (
            <Radio.Group label="Day Part" value={filters.dayPart} onChange={(v) => set({ dayPart: v })}>
              <Stack gap={6} mt={4}>
                <Radio value="" label="All" size="sm" />
                {shiftNames.map((n) => (
                  <Radio key={n.id} value={n.name} label={n.name} size="sm" />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </>
      )}
      {view === "calendar" && staff && (
        <Radio.Group label="Shift Status" value={filters.status} onChange={(v) => set({ status: v })}>
          <Stack gap={6} mt={4}>
            {STATUSES.map((s) => (
              <Radio key={s.value} value={s.value} label={s.label} size="sm" />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
