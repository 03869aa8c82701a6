import "@mantine/dates/styles.css";
import type { LocationItem } from "@brigade/contract/locations";
import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { Button, Group, Radio, Select, Stack, Text } from "@mantine/core";
import { DatePicker, DatePickerInput } from "@mantine/dates";
import { IconFilterOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { PagedMultiSelect, type PagedSource } from "../../../components/paged-multi-select";
import { useDatePickerProps } from "../lib/calendar-aria";
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

// The values the URL and the API take; each is shown in the app's language.
const AVAILABILITY = ["All", "FullTime", "PartTime", "ThreeDay", "Manager"] as const;
const STATUSES = ["All", "vacant_shifts", "schedule_shifts", "Pending"] as const;

/** The sidebar filters of the spec, per view. */
export function ShiftFiltersPanel(props: Props) {
  const { filters, onChange, locations, shiftNames, view, staff, sources } = props;
  const calendarRoute = view !== "listing";
  const dayAndPlaceOnly = view === "vacant_employee";
  const { t } = useTranslation("schedule");
  const pickers = useDatePickerProps();
  const set = (patch: Partial<ShiftFilters>) => onChange({ ...filters, ...patch });

  return (
    <Stack gap="md" component="section" aria-label={t("filters.title")}>
      <Group justify="space-between">
        <Text fw={700}>{t("filters.title")}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={props.onClear}
        >
          {t("filters.clearAll")}
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={500} id="filter-day-label" mb={4}>
          {t("filters.pickDay")}
        </Text>
        <DatePicker
          key={(filters.date ?? props.shownDate ?? "").slice(0, 7)}
          aria-labelledby="filter-day-label"
          size="xs"
          hideOutsideDates
          weekendDays={[]}
          {...pickers.calendar}
          value={filters.date}
          defaultDate={filters.date ?? props.shownDate ?? undefined}
          onChange={(value) => set({ date: value })}
        />
      </div>
      {!dayAndPlaceOnly && (
        <DatePickerInput
          type="range"
          label={t("filters.dateRange")}
          {...pickers.range}
          clearable
          value={[filters.start, filters.end]}
          onChange={([start, end]) => {
            if ((start && end) || (!start && !end)) set({ start, end });
          }}
        />
      )}
      {calendarRoute && !dayAndPlaceOnly && staff && (
        <Radio.Group
          label={t("filters.availability")}
          value={filters.availability}
          onChange={(v) => set({ availability: v })}
        >
          <Stack gap={6} mt={4}>
            {AVAILABILITY.map((a) => (
              <Radio key={a} value={a} label={t(`enums.availability.${a}`)} size="sm" />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {staff && !dayAndPlaceOnly && sources.employees && (
        <PagedMultiSelect
          label={t("filters.employees")}
          placeholder={t("filters.searchByName")}
          source={sources.employees}
          value={filters.employees}
          onChange={(employees) => set({ employees })}
          nothingFound={t("filters.noEmployee")}
        />
      )}
      {props.withLocation !== false && (
        <Select
          label={t("filters.location")}
          data={[
            { value: "showAll", label: t("filters.showAll") },
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
            label={t("filters.workArea")}
            placeholder={t("filters.allWorkAreas")}
            source={sources.areas}
            value={filters.areas}
            onChange={(v) => set({ areas: v, roles: [] })}
            nothingFound={t("filters.noWorkArea")}
          />
          <PagedMultiSelect
            label={t("filters.roles")}
            placeholder={t("filters.allRoles")}
            source={sources.roles}
            value={filters.roles}
            onChange={(v) => set({ roles: v })}
            nothingFound={t("filters.noRole")}
          />
          {props.withDayPart !== false && (
            <Radio.Group label={t("filters.dayPart")} value={filters.dayPart} onChange={(v) => set({ dayPart: v })}>
              <Stack gap={6} mt={4}>
                <Radio value="" label={t("filters.all")} size="sm" />
                {shiftNames.map((n) => (
                  <Radio key={n.id} value={n.name} label={n.name} size="sm" />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </>
      )}
      {view === "calendar" && staff && (
        <Radio.Group label={t("filters.shiftStatus")} value={filters.status} onChange={(v) => set({ status: v })}>
          <Stack gap={6} mt={4}>
            {STATUSES.map((s) => (
              <Radio key={s} value={s} label={t(`filters.statuses.${s}`)} size="sm" />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
