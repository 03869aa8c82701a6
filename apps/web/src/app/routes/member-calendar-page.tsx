import type { CalendarAnswer, CalendarEvent } from "@brigade/contract/calendar";
import { Anchor, Box, Breadcrumbs, Group, Paper, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { crewFor, useCalendarFeed } from "../../features/shifts/api/calendar-feed";
import { ShiftCalendar } from "../../features/shifts/components/shift-calendar";
import { ShiftSummary } from "../../features/shifts/components/shift-summary";
import { asStaffSee } from "../../features/shifts/lib/calendar-events";
import {
  type CalendarView,
  feedPeriod,
  readCalendarView,
  withCalendarView,
  withDayOpened,
} from "../../features/shifts/lib/calendar-period";
import { filterQuery } from "../../features/shifts/lib/shift-filters";
import { apiUrl } from "../../lib/api-client";
import { OfflineNotice } from "../../pwa/offline-notice";
import { useSession } from "../session";
import { type CalendarScope, memberScope, useStaffScope, zoneLabelOf } from "./calendar-scope";
import { MemberFiltersSidebar } from "./member-filters-sidebar";
import { useShiftFilters } from "./use-shift-filters";

/**
 * The employee side's calendar (/employee-calendar), reached from the employee home: the shifts of the
 * caller's own roles, read only (spec sections 2 and 6). Nothing is created, moved, assigned or decided here.
 */
export function MemberCalendarPage() {
  const { t } = useTranslation("member");
  const { user, employee } = useSession();
  const member = user.role === "team_member";
  const { params, setParams, filters } = useShiftFilters();
  const view = readCalendarView(params.get("view"));
  const [range, setRange] = useState<{ from: string; to: string; date: string } | null>(null);
  const [opened, setOpened] = useState<CalendarEvent | null>(null);

  // A team member's roles arrive with the feed; an owner's or manager's scope is read before it.
  const staffScope = useStaffScope(employee?.id ?? null, !member);
  const period = feedPeriod(filters, range);
  const query = filterQuery(filters, { calendar: true, staff: false });
  // Day Part is offered to staff only (a team member has no list of shift names to pick from).
  if (member) query.name = undefined;
  // A manager's employee calendar shows their own roles' shifts, as a team member's does (which the server limits).
  const ownRoles = staffScope.status === "ready" ? staffScope.roles : null;
  if (!query.area_role_id && ownRoles?.length) query.area_role_id = ownRoles.map((r) => r.id).join(",");
  const ready = period !== null && (member || staffScope.status === "ready");
  const feedQuery = ready ? { ...query, from: period.from, to: period.to, ...crewFor(view) } : null;
  const feed = useCalendarFeed(feedQuery);
  // Staff never see a draft shift nor who works; a manager's feed has them, and their employee view leaves them out.
  const shown = useMemo(() => feed.data && asStaffSee(feed.data), [feed.data]);
  const scope = member ? memberScope(feed) : staffScope;

  const places = scope.status === "ready" ? scope.places : [];
  const chosen = places.find((p) => String(p.id) === filters.location);
  const timeZone = (chosen ?? places[0])?.timeZone ?? "UTC";
  const setView = (next: CalendarView) => setParams((current) => withCalendarView(current, next), { replace: true });

  return (
    <>
      <Breadcrumbs mb="xs" aria-label={t("memberCalendar.breadcrumb")}>
        <Anchor component={Link} to="/employee-home" size="sm">
          {t("memberCalendar.home")}
        </Anchor>
        <Anchor component={Link} to="/employee-calendar" size="sm" aria-current="page">
          {t("memberCalendar.title")}
        </Anchor>
      </Breadcrumbs>
      <PageHeader title={t("memberCalendar.title")} description={t("memberCalendar.description")} />
      {/* Offline, the calendar shows the period as last loaded on this device (the service worker's copy). */}
      {feedQuery && <OfflineNotice read={apiUrl("/shift/calendar", feedQuery)} loadedAt={feed.dataUpdatedAt} />}
      <Group align="flex-start" gap="md" style={{ flexWrap: "wrap" }}>
        <MemberFiltersSidebar scope={scope} shownDate={filters.date ?? range?.date ?? null} />
        <Box style={{ flex: "1 1 320px", minWidth: 0 }}>
          <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
            {!member && staffScope.status === "error" ? (
              <QueryError error={staffScope.error} onRetry={staffScope.retry} />
            ) : !member && staffScope.status === "pending" ? (
              <LoadingState label={t("memberCalendar.loading")} />
            ) : (
              <Stack gap="xs">
                {feed.isError && <QueryError error={feed.error} onRetry={() => feed.refetch()} />}
                <ShiftCalendar
                  readOnly
                  feed={shown}
                  timeZone={timeZone}
                  timeZoneLabel={chosen ? chosen.timeZone : zoneLabelOf(places)}
                  view={view}
                  date={filters.date ?? filters.start}
                  loading={feed.isFetching}
                  onViewChange={setView}
                  onOpenDay={(day) => setParams((current) => withDayOpened(current, day))}
                  onRangeChange={setRange}
                  onShiftClick={setOpened}
                />
                {feed.isSuccess && shown && shown.events.length === 0 && <EmptyNote scope={scope} feed={feed.data} />}
              </Stack>
            )}
          </Paper>
        </Box>
      </Group>
      <ShiftSummary
        event={opened}
        location={feed.data?.locations.find((l) => l.id === opened?.location_id)}
        onClose={() => setOpened(null)}
      />
    </>
  );
}

function EmptyNote({ scope, feed }: { scope: CalendarScope; feed: CalendarAnswer }) {
  const { t } = useTranslation("member");
  const roleless = (feed.own_roles ?? (scope.status === "ready" ? scope.roles : null))?.length === 0;
  return (
    <Text size="sm" c="dimmed" role="status">
      {roleless ? t("memberCalendar.noRoles") : t("memberCalendar.noShifts")}
    </Text>
  );
}
