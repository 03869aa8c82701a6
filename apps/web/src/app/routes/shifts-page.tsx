import type { ShiftItem } from "@brigade/contract/shifts";
import { Box, Button, Group, Paper, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { useShifts } from "../../features/shifts/api/shift-index";
import { ShiftsTable } from "../../features/shifts/components/shifts-table";
import { filterQuery, toServerDay } from "../../features/shifts/lib/shift-filters";
import { isManagerRole, useSession } from "../session";
import { EditShiftModal } from "./edit-shift-modal";
import { ShiftFiltersSidebar } from "./shift-filters-sidebar";
import { useShiftFilters } from "./use-shift-filters";

/** The period shown: the range chosen, else the day picked, else this week and next. */
function periodOf(start: string | null, end: string | null, date: string | null) {
  if (start && end) return { start, end };
  if (date) return { start: date, end: date };
  const monday = dayjs()
    .startOf("day")
    .subtract((dayjs().day() + 6) % 7, "day");
  return { start: monday.format("YYYY-MM-DD"), end: monday.add(13, "day").format("YYYY-MM-DD") };
}

export function ShiftsPage() {
  const { user } = useSession();
  const { filters } = useShiftFilters();
  const [editing, setEditing] = useState<ShiftItem | null>(null);
  const period = periodOf(filters.start, filters.end, filters.date);
  const shifts = useShifts({
    ...filterQuery(filters, { calendar: false, staff: isManagerRole(user.role) }),
    from: toServerDay(period.start),
    to: toServerDay(period.end),
  });
  const label = `${dayjs(period.start).format("ddd D MMM YYYY")} – ${dayjs(period.end).format("ddd D MMM YYYY")}`;

  return (
    <>
      <PageHeader
        title="Shifts"
        description={`Shifts from ${label}, times in each location's time zone.`}
        actions={
          <Button component={Link} to="/create-shift" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Shift
          </Button>
        }
      />
      <Group align="flex-start" gap="md" style={{ flexWrap: "wrap" }}>
        <ShiftFiltersSidebar view="listing" shownDate={filters.date ?? period.start} />
        <Box style={{ flex: "1 1 320px", minWidth: 0 }}>
          {shifts.isPending ? (
            <LoadingState label="Loading shifts" />
          ) : shifts.isError ? (
            <QueryError error={shifts.error} onRetry={() => shifts.refetch()} />
          ) : shifts.data.length === 0 ? (
            <EmptyState title="No Record Found">No shift matches these filters in this period.</EmptyState>
          ) : (
            <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
              <Text size="sm" c="dimmed" mb="xs" role="status">
                {shifts.data.length} shift{shifts.data.length === 1 ? "" : "s"}
              </Text>
              <ShiftsTable shifts={shifts.data} onEdit={setEditing} />
            </Paper>
          )}
        </Box>
      </Group>
      <EditShiftModal shift={editing} onClose={() => setEditing(null)} />
    </>
  );
}
