import { DEFAULT_PAGE_SIZE } from "@brigade/contract/enums";
import type { ShiftItem } from "@brigade/contract/shifts";
import { ianaName } from "@brigade/contract/time-zones";
import { Box, Button, Group, Paper, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import dayjs from "dayjs";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Temporal } from "temporal-polyfill";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { TablePager } from "../../components/table-pager";
import { useLocations } from "../../features/locations/api/location-index";
import { useShiftPage } from "../../features/shifts/api/shift-index";
import { ShiftsTable } from "../../features/shifts/components/shifts-table";
import { listingPeriod } from "../../features/shifts/lib/listing-period";
import { filterQuery, toServerDay } from "../../features/shifts/lib/shift-filters";
import { homeLocation } from "../../features/timelines/lib/timeline-place";
import { currentLocale } from "../../i18n";
import { isManagerRole, useSession } from "../session";
import { EditShiftModal } from "./edit-shift-modal";
import { ShiftFiltersSidebar } from "./shift-filters-sidebar";
import { useShiftFilters } from "./use-shift-filters";

/** A day of the period as "Mon 4 May 2026", in the app's language. */
const periodDay = (day: string) => dayjs(day).locale(currentLocale()).format("ddd D MMM YYYY");

export function ShiftsPage() {
  const { t } = useTranslation("schedule");
  const { user } = useSession();
  const { filters } = useShiftFilters();
  const [editing, setEditing] = useState<ShiftItem | null>(null);
  // This week and next are the location's (the first one's under Show All); the browser's until the list is read.
  const locations = useLocations();
  const home = homeLocation(locations.data ?? [], filters.location);
  const period = listingPeriod(filters, home ? ianaName(home.time_zone) : Temporal.Now.timeZoneId());
  const query = {
    ...filterQuery(filters, { calendar: false, staff: isManagerRole(user.role) }),
    from: toServerDay(period.start),
    to: toServerDay(period.end),
  };
  // The page belongs to the filters it was chosen under: other filters start again at page 1.
  const filterKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ page: 1, length: DEFAULT_PAGE_SIZE, filterKey });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const goTo = (next: number, length = paging.length) => setPaging({ page: next, length, filterKey });
  const shifts = useShiftPage({ ...query, page, length: paging.length });
  const total = shifts.data?.total ?? 0;

  // A page past the end (after a delete) moves to the last page there is.
  const lastPage = shifts.data?.last_page ?? 1;
  useEffect(() => {
    if (shifts.data && !shifts.isPlaceholderData && page > lastPage) goTo(lastPage);
  });

  return (
    <>
      <PageHeader
        title={t("shiftsPage.title")}
        description={t("shiftsPage.description", { start: periodDay(period.start), end: periodDay(period.end) })}
        actions={
          <Button component={Link} to="/create-shift" leftSection={<IconPlus size={16} aria-hidden />}>
            {t("calendarPage.createShift")}
          </Button>
        }
      />
      <Group align="flex-start" gap="md" style={{ flexWrap: "wrap" }}>
        <ShiftFiltersSidebar view="listing" shownDate={filters.date ?? period.start} />
        <Box style={{ flex: "1 1 320px", minWidth: 0 }}>
          {shifts.isPending ? (
            <LoadingState label={t("shiftsPage.loading")} />
          ) : shifts.isError ? (
            <QueryError error={shifts.error} onRetry={() => shifts.refetch()} />
          ) : total === 0 ? (
            <EmptyState title={t("shiftsPage.emptyTitle")}>{t("shiftsPage.empty")}</EmptyState>
          ) : (
            <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
              <Text size="sm" c="dimmed" mb="xs" role="status">
                {t("shiftsPage.count", { count: total })}
              </Text>
              <ShiftsTable shifts={shifts.data.data} onEdit={setEditing} />
              <TablePager
                page={page}
                pageSize={paging.length}
                total={total}
                from={shifts.data.from}
                to={shifts.data.to}
                lastPage={lastPage}
                onPageChange={(next) => goTo(next)}
                onPageSizeChange={(length) => goTo(1, length)}
              />
            </Paper>
          )}
        </Box>
      </Group>
      <EditShiftModal shift={editing} onClose={() => setEditing(null)} />
    </>
  );
}
