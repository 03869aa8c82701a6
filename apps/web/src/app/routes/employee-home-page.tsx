import { Alert, Box, Stack, Tabs, Text } from "@mantine/core";
import { type ReactNode, Suspense, useCallback, useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { CalendarFeedCard } from "../../features/calendar-feed/components/calendar-feed-card";
import { useMyShifts } from "../../features/member/api/my-shifts";
import { useOpenShifts } from "../../features/member/api/open-shifts";
import { HomeTabs } from "../../features/member/components/home-tabs";
import { requestItems, scheduleItems } from "../../features/member/lib/member-sections";
import { dayLabel, timeRange } from "../../features/member/lib/member-time";
import { NextShiftCard, type ShiftLines } from "../../features/time-clock/components/next-shift-card";
import { useUrlParams } from "../../lib/use-url-params";
import { NeedsConnection } from "../../pwa/needs-connection";
import { OfflineNotice } from "../../pwa/offline-notice";
import { useSession } from "../session";
import { EmployeeHomeIntro } from "./employee-home-intro";
import {
  AvailabilityEditor,
  ClockPanel,
  MyRequests,
  MySwaps,
  MyTimeOff,
  OpenShiftsList,
  RestConsents,
} from "./employee-home-panels";
import { ScheduleWithSwaps } from "./schedule-with-swaps";

const SECTIONS = ["schedule", "clock", "open", "requests", "swaps", "availability", "time_off"] as const;
type Section = (typeof SECTIONS)[number];
const readSection = (value: string | null): Section =>
  (SECTIONS as readonly string[]).includes(value ?? "") ? (value as Section) : "schedule";

/**
 * Where a team member lands (and a manager comes with Switch to Employee): their shifts, open shifts,
 * requests, swaps, weekly availability and time off. The tab is kept in the address (?tab=), so it can be linked.
 */
export function EmployeeHomePage() {
  const { t } = useTranslation("member");
  const { user, business, employee } = useSession();
  const [params, setParams] = useUrlParams();
  const section = readSection(params.get("tab"));
  const setSection = useCallback(
    (value: Section) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === "schedule") next.delete("tab");
          else next.set("tab", value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const myShifts = useMyShifts();
  const openShifts = useOpenShifts();
  // The lists render in the background when their data arrives, in slices a slow phone stays responsive between.
  const myShiftsData = useDeferredValue(myShifts.data);
  const openShiftsData = useDeferredValue(openShifts.data);
  // Computed once per answer, so the schedule (memoised) does not render again when another list arrives.
  const { now, schedule, requests } = useMemo(() => {
    const at = new Date();
    return {
      now: at,
      schedule: myShiftsData ? scheduleItems(myShiftsData, at) : undefined,
      requests: myShiftsData ? requestItems(myShiftsData, at) : undefined,
    };
  }, [myShiftsData]);
  const showSwaps = useCallback(() => setSection("swaps"), [setSection]);
  const showClock = useCallback(() => setSection("clock"), [setSection]);
  // The next shift the schedule knows, for the card on top when none is close enough to clock into.
  const later = useMemo((): ShiftLines | undefined => {
    const next = schedule?.find((item) => item.status === "Accepted" && new Date(item.from).getTime() > now.getTime());
    if (!next) return undefined;
    const zone = next.location.time_zone;
    return {
      day: dayLabel(next.from, zone.value),
      name: next.shift.name,
      time: timeRange(next.from, next.to, zone.value, zone.abbr),
      where: `${next.location.name} · ${next.area_role.name}`,
    };
  }, [schedule, now]);
  const firstName = user.name.split(" ")[0] || user.name;

  return (
    <>
      <EmployeeHomeIntro businessName={business.name} firstName={firstName} />
      <OfflineNotice loadedAt={myShifts.dataUpdatedAt} />
      {employee === null && (
        <Alert color="gray" variant="light" mb="md">
          {t("employeeHome.notOnTeam")}
        </Alert>
      )}
      {/* Designed for a phone; on a wide screen the cards keep a readable width. */}
      <Box maw={760}>
        {/* Your next shift (or the one you are on) with its Clock in, on every tab but the Clock's own. */}
        {employee !== null && section !== "clock" && (
          <NextShiftCard userId={user.id} later={later} dayLabel={dayLabel} onOpenClock={showClock} />
        )}
        <Tabs value={section} onChange={(v) => v && setSection(v as Section)} keepMounted={false}>
          <HomeTabs value={section} />
          {/* The clock works offline too: a punch is queued on the phone and sent when the network is back. */}
          {employee !== null && (
            <Suspense fallback={<LoadingState />}>
              <Tabs.Panel value="clock">
                <ClockPanel userId={user.id} />
              </Tabs.Panel>
            </Suspense>
          )}
          {/* Offline, every action of the tabs is disabled, and says why. */}
          <NeedsConnection>
            <Suspense fallback={<LoadingState />}>
              <Tabs.Panel value="schedule">
                <Loaded
                  query={myShifts}
                  data={schedule}
                  failed={t("employeeHome.shiftsFailed")}
                  loading={t("employeeHome.shiftsLoading")}
                >
                  {(items) => (
                    <>
                      <ScheduleWithSwaps items={items} now={now} onShowSwaps={showSwaps} />
                      {/* Shown with the schedule, not before it: a card pushed down by the list would jump (layout shift). */}
                      <Box mt="xl">
                        <CalendarFeedCard />
                      </Box>
                    </>
                  )}
                </Loaded>
              </Tabs.Panel>
              <Tabs.Panel value="open">
                <Loaded
                  query={openShifts}
                  data={openShiftsData}
                  failed={t("employeeHome.openFailed")}
                  loading={t("employeeHome.openLoading")}
                >
                  {(items) => <OpenShiftsList items={items} />}
                </Loaded>
              </Tabs.Panel>
              <Tabs.Panel value="requests">
                <Stack gap="xl">
                  {/* Requests to agree to a short rest (fair workweek), where their notification leads: above the
                      member's own requests, and nothing at all when there is none. */}
                  {employee !== null && <RestConsents employeeId={employee.id} />}
                  <Loaded
                    query={myShifts}
                    data={requests}
                    failed={t("employeeHome.requestsFailed")}
                    loading={t("employeeHome.requestsLoading")}
                  >
                    {(items) => <MyRequests items={items} now={now} />}
                  </Loaded>
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="swaps">
                <MySwaps ownEmployeeId={employee?.id} />
              </Tabs.Panel>
              <Tabs.Panel value="availability">
                {employee === null ? <NoRecord /> : <AvailabilityEditor guardParam="tab" />}
              </Tabs.Panel>
              <Tabs.Panel value="time_off">{employee === null ? <NoRecord /> : <MyTimeOff />}</Tabs.Panel>
              {employee === null && (
                <Tabs.Panel value="clock">
                  <NoRecord />
                </Tabs.Panel>
              )}
            </Suspense>
          </NeedsConnection>
        </Tabs>
      </Box>
    </>
  );
}

type LoadedProps<T> = {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** What the panel shows, derived from the query's answer; undefined until it is there. */
  data: T | undefined;
  failed: string;
  loading: string;
  children: (data: T) => ReactNode;
};

/** A tab's list: the failure with a retry, the list once its data is there, a loader before. */
function Loaded<T>({ query, data, failed, loading, children }: LoadedProps<T>) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} title={failed} />;
  return data === undefined ? <LoadingState label={loading} /> : children(data);
}

/** Availability and time off belong to a team member record; someone without one has neither. */
function NoRecord() {
  const { t } = useTranslation("member");
  return (
    <Text c="dimmed" size="sm">
      {t("employeeHome.noRecord")}
    </Text>
  );
}
