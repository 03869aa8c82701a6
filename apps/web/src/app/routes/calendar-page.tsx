import { Anchor, Breadcrumbs, Button, SegmentedControl, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { EstimateFlags } from "../../features/estimates/components/estimate-flags";
import { PublishWeekBar } from "../../features/publish/components/publish-week-bar";
import { shownWeek } from "../../features/publish/lib/shown-week";
import { StaffingPanel } from "../../features/staffing/components/staffing-panel";
import { shownPeriod } from "../../features/staffing/lib/staffing-figures";
import { useUrlParams } from "../../lib/use-url-params";
import { isManagerRole, useSession } from "../session";
import { AutoFillAction } from "./auto-fill-action";
import { BuildShiftsAction } from "./build-shifts-action";
import { CopyWeekAction } from "./copy-week-action";
import { readScheduleView, ScheduleWorkspace } from "./schedule-workspace";
import { WeekLabourCost } from "./week-labour-cost";

const SCHEDULE_VIEWS = ["calendar", "employee", "vacant_employee"] as const;

export function CalendarPage() {
  const { t } = useTranslation("schedule");
  const { user } = useSession();
  const [params, setParams] = useUrlParams();
  const phone = useMediaQuery("(max-width: 36em)");
  const scheduleView = readScheduleView(params.get("calendar_view"));
  // The week the calendar shows (its Monday, DD-MM-YYYY): the week Copy week copies from, at first.
  const [weekShown, setWeekShown] = useState("");

  const setScheduleView = (next: string) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === "calendar") p.delete("calendar_view");
        else p.set("calendar_view", next);
        return p;
      },
      { replace: true },
    );

  return (
    <>
      <Breadcrumbs mb="xs" aria-label={t("calendarPage.breadcrumb")}>
        <Text size="sm" c="dimmed">
          {t("calendarPage.schedule")}
        </Text>
        <Anchor component={Link} to="/calendar" size="sm" aria-current="page">
          {t("calendarPage.calendar")}
        </Anchor>
      </Breadcrumbs>
      <PageHeader
        title={t("calendarPage.title")}
        actions={
          isManagerRole(user.role) && (
            <>
              <CopyWeekAction locationId={params.get("location")} shownWeek={weekShown} />
              <BuildShiftsAction locationId={params.get("location")} shownWeek={weekShown} />
              <AutoFillAction locationId={params.get("location")} />
              <Button component={Link} to="/create-shift" leftSection={<IconPlus size={16} aria-hidden />}>
                {t("calendarPage.createShift")}
              </Button>
            </>
          )
        }
      />
      <ScheduleWorkspace
        scheduleView={scheduleView}
        viewSwitch={
          <SegmentedControl
            aria-label={t("calendarPage.scheduleView")}
            mb="sm"
            size={phone ? "xs" : "sm"}
            fullWidth={phone}
            value={scheduleView}
            onChange={setScheduleView}
            data={SCHEDULE_VIEWS.map((value) => ({ value, label: t(`calendarPage.views.${value}`) }))}
          />
        }
        onRangeChange={(range, timeZone) => setWeekShown(shownWeek(range, timeZone))}
        weekBar={({ location, timeZone, range, amongAll }) => (
          <>
            {/* Under Show All, a bar for each location with a week to publish; none for the others. */}
            <PublishWeekBar
              locationId={location.id}
              locationName={location.name}
              week={shownWeek(range, timeZone)}
              onlyToPublish={amongAll}
            />
            {/* The week view (and the day's): who that week is scheduled outside their good-faith estimate, under a
                location's fair workweek rules (nothing, and no read, under none). */}
            {!amongAll && Date.parse(range.to) - Date.parse(range.from) <= 8 * 86_400_000 && (
              <EstimateFlags locationId={location.id} week={shownWeek(range, timeZone)} />
            )}
            {/* The week view (and the day's): its week's labour cost against the budget, for those who see money. */}
            {!amongAll && Date.parse(range.to) - Date.parse(range.from) <= 8 * 86_400_000 && (
              <WeekLabourCost
                locationId={location.id}
                monday={shownWeek(range, timeZone)}
                owner={user.role === "owner"}
              />
            )}
            {/* The week's (or the day's) staffing: required against scheduled per role, with the gaps marked. */}
            {!amongAll &&
              isManagerRole(user.role) &&
              Date.parse(range.to) - Date.parse(range.from) <= 8 * 86_400_000 && (
                <StaffingPanel locationId={location.id} timeZone={timeZone} period={shownPeriod(range)} />
              )}
          </>
        )}
      />
    </>
  );
}
