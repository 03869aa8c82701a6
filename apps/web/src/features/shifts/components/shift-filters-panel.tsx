import "@mantine/dates/styles.css";
import type { LocationItem } from "@brigade/contract/locations";
import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { Button, Group, MultiSelect, Radio, Select, Stack, Text } from "@mantine/core";
import { DatePicker, DatePickerInput } from "@mantine/dates";
import { IconFilterOff } from "@tabler/icons-react";
import { CALENDAR_ARIA_LABELS } from "../lib/calendar-aria";
import type { ShiftFilters } from "../lib/shift-filters";

export type EmployeeOption = { value: string; label: string };

type Props = {
  filters: ShiftFilters;
  onChange: (filters: ShiftFilters) => void;
  onClear: () => void;
  locations: LocationItem[];
  shiftNames: ShiftNameItem[];
  /** Calendar-only filters (Availability, Shift Status). */
  calendar: boolean;
  /** Managers and owners; team members get no staff-only filters. */
  staff: boolean;
  employees: EmployeeOption[];
  onEmployeeSearch: (search: string) => void;
  employeesLoading?: boolean;
  /** The day the calendar shows (month calendar), YYYY-MM-DD. */
  shownDate?: string | null;
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
  const { filters, onChange, locations, shiftNames, calendar, staff } = props;
  const set = (patch: Partial<ShiftFilters>) => onChange({ ...filters, ...patch });
  const shownLocations =
    filters.location === "showAll" ? locations : locations.filter((l) => String(l.id) === filters.location);
  const areas = shownLocations.flatMap((l) =>
    l.areas.map((a) => ({ ...a, label: locations.length > 1 ? `${a.name} (${l.name})` : a.name })),
  );
  const chosenAreas = filters.areas.length ? areas.filter((a) => filters.areas.includes(String(a.id))) : areas;
  const roles = chosenAreas.flatMap((a) =>
    a.area_role.map((r) => ({ value: String(r.id), label: `${r.name} (${a.name})` })),
  );

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
      <DatePickerInput
        type="range"
        label="Date range"
        ariaLabels={CALENDAR_ARIA_LABELS}
        clearable
        valueFormat="DD MMM YYYY"
        value={[filters.start, filters.end]}
        onChange={([start, end]) => {
          if ((start && end) || (!start && !end)) set({ start, end });
        }}
      />
      {calendar && staff && (
        <Radio.Group label="Availability" value={filters.availability} onChange={(v) => set({ availability: v })}>
          <Stack gap={6} mt={4}>
            {AVAILABILITY.map((a) => (
              <Radio key={a} value={a} label={a} size="sm" />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {staff && (
        <MultiSelect
          label="Employees"
          placeholder={filters.employees.length ? undefined : "Search by name"}
          data={props.employees}
          value={filters.employees}
          onChange={(employees) => set({ employees })}
          searchable
          onSearchChange={props.onEmployeeSearch}
          nothingFoundMessage={props.employeesLoading ? "Loading…" : "No employee found"}
          clearable
        />
      )}
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
      <MultiSelect
        label="Work Area"
        placeholder={filters.areas.length ? undefined : "All work areas"}
        data={areas.map((a) => ({ value: String(a.id), label: a.label }))}
        value={filters.areas}
        onChange={(v) => set({ areas: v, roles: [] })}
        searchable
        clearable
      />
      <MultiSelect
        label="Roles"
        placeholder={filters.roles.length ? undefined : "All roles"}
        data={roles}
        value={filters.roles}
        onChange={(v) => set({ roles: v })}
        searchable
        clearable
      />
      <Radio.Group label="Day Part" value={filters.dayPart} onChange={(v) => set({ dayPart: v })}>
        <Stack gap={6} mt={4}>
          <Radio value="" label="All" size="sm" />
          {shiftNames.map((n) => (
            <Radio key={n.id} value={n.name} label={n.name} size="sm" />
          ))}
        </Stack>
      </Radio.Group>
      {calendar && staff && (
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
