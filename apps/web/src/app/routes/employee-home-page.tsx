import { Alert, Box, Button, Group, Tabs, Text } from "@mantine/core";
import { IconCalendar } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { AvailabilityEditor } from "../../features/availability/components/availability-editor";
import { CalendarFeedCard } from "../../features/calendar-feed/components/calendar-feed-card";
import { useMyShifts } from "../../features/member/api/my-shifts";
import { useOpenShifts } from "../../features/member/api/open-shifts";
import { MyRequests } from "../../features/member/components/my-requests";
import { OpenShiftsList } from "../../features/member/components/open-shifts-list";
import { requestItems, scheduleItems } from "../../features/member/lib/member-sections";
import { MySwaps } from "../../features/swaps/components/my-swaps";
import { MyTimeOff } from "../../features/time-off/components/my-time-off";
import { useSession } from "../session";
import { ScheduleWithSwaps } from "./schedule-with-swaps";

const SECTIONS = ["schedule", "open", "requests", "swaps", "availability", "time_off"] as const;
type Section = (typeof SECTIONS)[number];
const readSection = (value: string | null): Section =>
  (SECTIONS as readonly string[]).includes(value ?? "") ? (value as Section) : "schedule";

/**
 * Where a team member lands (and a manager comes with Switch to Employee): their shifts, open shifts,
 * requests, swaps, weekly availability and time off. The tab is kept in the address (?tab=), so it can be linked.
 */
export function EmployeeHomePage() {
  const { user, business, employee } = useSession();
  const [params, setParams] = useSearchParams();
  const section = readSection(params.get("tab"));
  const setSection = (value: Section) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "schedule") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true },
    );
  const myShifts = useMyShifts();
  const openShifts = useOpenShifts();
  const now = new Date();
  const schedule = myShifts.data ? scheduleItems(myShifts.data, now) : undefined;
  const requests = myShifts.data ? requestItems(myShifts.data, now) : undefined;
  const firstName = user.name.split(" ")[0] || user.name;

  return (
    <>
      <PageHeader title="My Schedule" description={business.name} />
      <Text fw={600} size="lg" mb="xs">
        Hello, {firstName}
      </Text>
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Text c="dimmed" size="sm">
          This week and next. Times are on each location's own clock.
        </Text>
        {/* Every shift of their roles, further ahead too (read only). */}
        <Button
          component={Link}
          to="/employee-calendar"
          variant="light"
          size="xs"
          leftSection={<IconCalendar size={16} aria-hidden />}
        >
          Calendar
        </Button>
      </Group>
      {employee === null && (
        <Alert color="gray" variant="light" mb="md">
          You are not on this business's team list, so you have no shifts of your own.
        </Alert>
      )}
      {/* Designed for a phone; on a wide screen the cards keep a readable width. */}
      <Box maw={760}>
        <Tabs value={section} onChange={(v) => v && setSection(v as Section)} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="schedule">My schedule</Tabs.Tab>
            <Tabs.Tab value="open">Open shifts</Tabs.Tab>
            <Tabs.Tab value="requests">My requests</Tabs.Tab>
            <Tabs.Tab value="swaps">Swaps</Tabs.Tab>
            <Tabs.Tab value="availability">Availability</Tabs.Tab>
            <Tabs.Tab value="time_off">Time off</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="schedule">
            {myShifts.isError ? (
              <QueryError
                error={myShifts.error}
                onRetry={() => myShifts.refetch()}
                title="Could not load your shifts"
              />
            ) : schedule ? (
              <ScheduleWithSwaps items={schedule} now={now} onShowSwaps={() => setSection("swaps")} />
            ) : (
              <LoadingState label="Loading your shifts" />
            )}
            <Box mt="xl">
              <CalendarFeedCard />
            </Box>
          </Tabs.Panel>
          <Tabs.Panel value="open">
            {openShifts.isError ? (
              <QueryError
                error={openShifts.error}
                onRetry={() => openShifts.refetch()}
                title="Could not load open shifts"
              />
            ) : openShifts.data ? (
              <OpenShiftsList items={openShifts.data} />
            ) : (
              <LoadingState label="Loading open shifts" />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="requests">
            {myShifts.isError ? (
              <QueryError
                error={myShifts.error}
                onRetry={() => myShifts.refetch()}
                title="Could not load your requests"
              />
            ) : requests ? (
              <MyRequests items={requests} />
            ) : (
              <LoadingState label="Loading your requests" />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="swaps">
            <MySwaps ownEmployeeId={employee?.id} />
          </Tabs.Panel>
          <Tabs.Panel value="availability">
            {employee === null ? <NoRecord /> : <AvailabilityEditor guardParam="tab" />}
          </Tabs.Panel>
          <Tabs.Panel value="time_off">{employee === null ? <NoRecord /> : <MyTimeOff />}</Tabs.Panel>
        </Tabs>
      </Box>
    </>
  );
}

/** Availability and time off belong to a team member record; someone without one has neither. */
function NoRecord() {
  return (
    <Text c="dimmed" size="sm">
      Availability and time off belong to a team member record, and you have none in this business.
    </Text>
  );
}
