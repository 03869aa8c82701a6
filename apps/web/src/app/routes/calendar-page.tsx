import { Anchor, Box, Breadcrumbs, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { useShifts } from "../../features/shifts/api/shift-index";
import { type CalendarView, ShiftCalendar } from "../../features/shifts/components/shift-calendar";
import { ShiftDetail } from "../../features/shifts/components/shift-detail";
import { filterQuery, toServerDay } from "../../features/shifts/lib/shift-filters";
import { isManagerRole, useSession } from "../session";
import { CreateShiftModal } from "./create-shift-modal";
import { ShiftFiltersSidebar } from "./shift-filters-sidebar";
import { useShiftFilters } from "./use-shift-filters";

const VIEWS: CalendarView[] = ["dayGridMonth", "timeGridWeek", "timeGridDay"];

export function CalendarPage() {
  const { user } = useSession();
  const staff = isManagerRole(user.role);
  const { params, setParams, filters } = useShiftFilters();
  const view = (VIEWS as string[]).includes(params.get("view") ?? "")
    ? (params.get("view") as CalendarView)
    : "dayGridMonth";
  const [range, setRange] = useState<{ from: string; to: string; date: string } | null>(null);
  const [createDate, setCreateDate] = useState<string | null>(null);
  const [openShiftId, setOpenShiftId] = useState<number | null>(null);

  const locations = useLocations();
  const chosen = locations.data?.find((l) => String(l.id) === filters.location) ?? locations.data?.[0];
  const timeZone = chosen ? (chosen.time_zone.utc[0] ?? chosen.time_zone.value) : "UTC";
  const timeZoneLabel = chosen
    ? `${chosen.time_zone.text}${filters.location === "showAll" ? ` (${chosen.name})` : ""}`
    : "UTC";

  const period =
    filters.start && filters.end
      ? { from: toServerDay(filters.start), to: toServerDay(filters.end) }
      : range
        ? { from: range.from, to: range.to }
        : null;
  const shifts = useShifts({ ...filterQuery(filters, { calendar: true, staff }), ...period }, period !== null);
  const openShift = shifts.data?.find((s) => s.id === openShiftId) ?? null;

  const setView = (next: CalendarView) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === "dayGridMonth") p.delete("view");
        else p.set("view", next);
        return p;
      },
      { replace: true },
    );

  return (
    <>
      <Breadcrumbs mb="xs" aria-label="Breadcrumb">
        <Text size="sm" c="dimmed">
          Schedule
        </Text>
        <Anchor component={Link} to="/calendar" size="sm" aria-current="page">
          Calendar
        </Anchor>
      </Breadcrumbs>
      <PageHeader
        title="Shifts Schedule"
        actions={
          <Button component={Link} to="/create-shift" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Shift
          </Button>
        }
      />
      {locations.isPending ? (
        <LoadingState label="Loading the calendar" />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => locations.refetch()} />
      ) : locations.data.length === 0 ? (
        <EmptyState title="No location yet">Create a location with its work areas and roles first.</EmptyState>
      ) : (
        <Group align="flex-start" gap="md" wrap="nowrap" style={{ flexWrap: "wrap" }}>
          <ShiftFiltersSidebar calendar shownDate={filters.date ?? range?.date ?? null} />
          <Box style={{ flex: "1 1 320px", minWidth: 0 }}>
            <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
              <Stack gap="xs">
                {shifts.isError && <QueryError error={shifts.error} onRetry={() => shifts.refetch()} />}
                <ShiftCalendar
                  shifts={shifts.data ?? []}
                  timeZone={timeZone}
                  timeZoneLabel={timeZoneLabel}
                  view={view}
                  date={filters.date}
                  loading={shifts.isFetching}
                  onViewChange={setView}
                  onRangeChange={setRange}
                  onDateClick={(day) => setCreateDate(day)}
                  onShiftClick={(shift) => setOpenShiftId(shift.id)}
                />
                {shifts.isSuccess && shifts.data.length === 0 && (
                  <Text size="sm" c="dimmed" role="status">
                    No shift in this period. Click a day to create one.
                  </Text>
                )}
              </Stack>
            </Paper>
          </Box>
        </Group>
      )}
      <CreateShiftModal
        opened={createDate !== null}
        onClose={() => setCreateDate(null)}
        date={createDate}
        locationId={chosen && filters.location !== "showAll" ? chosen.id : null}
      />
      <ShiftDetail shift={openShift} onClose={() => setOpenShiftId(null)} />
    </>
  );
}
