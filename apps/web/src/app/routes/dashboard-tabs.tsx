import { Button, Group, Tabs } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFilter, IconFilterOff } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useUrlParams } from "../../lib/use-url-params";
import { RosterWorkspace } from "./roster-workspace";
import { readScheduleView, ScheduleWorkspace } from "./schedule-workspace";

/** The dashboard's tabs (spec: Calendar View, Employees View, Vacant Shifts, Schedule Shifts), kept in `?tab=`. */
const TABS = ["calendar", "employee", "vacant_shifts", "schedule_shifts"] as const;
type DashboardTab = (typeof TABS)[number];
const readTab = (value: string | null): DashboardTab => TABS.find((tab) => tab === value) ?? "calendar";

/** The screens built for /calendar and /shifts-roster, embedded for the dashboard's location. */
export function DashboardTabs({ locationId }: { locationId: string }) {
  const { t } = useTranslation("business");
  const [params, setParams] = useUrlParams();
  const navigate = useNavigate();
  const [toggledOn, setToggledOn] = useState(false);
  // On a narrow screen the sidebar is already a Filters button opening a drawer: that button is the toggle.
  const narrow = useMediaQuery("(max-width: 62em)");
  const filtersShown = narrow || toggledOn;
  const tab = readTab(params.get("tab"));
  // The employee tab's two views: who works when (Schedule Employees) and who could fill a vacancy.
  const employeeView =
    readScheduleView(params.get("calendar_view")) === "vacant_employee" ? "vacant_employee" : "employee";

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        // A listing's page and sort belong to the tab they were chosen on.
        if (key === "tab") for (const stale of ["page", "sort", "order"]) next.delete(stale);
        return next;
      },
      { replace: true },
    );

  const employeeButtons = (
    <Group gap="xs" mb="sm">
      {(
        [
          ["employee", t("dashboardTabs.scheduleEmployees")],
          ["vacant_employee", t("dashboardTabs.vacantEmployees")],
        ] as const
      ).map(([value, label]) => (
        <Button
          key={value}
          size="xs"
          variant={employeeView === value ? "filled" : "default"}
          aria-pressed={employeeView === value}
          onClick={() => setParam("calendar_view", value)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );

  const content = (value: DashboardTab) => {
    if (value === "calendar")
      return <ScheduleWorkspace scheduleView="calendar" fixedLocation={locationId} showFilters={filtersShown} />;
    if (value === "employee")
      return (
        <ScheduleWorkspace
          scheduleView={employeeView}
          viewSwitch={employeeButtons}
          searchLabel={t("dashboardTabs.searchEmployee")}
          fixedLocation={locationId}
          showFilters={filtersShown}
        />
      );
    return (
      <RosterWorkspace
        rosterType={value}
        fixedLocation={locationId}
        showFilters={filtersShown}
        onViewAll={() => navigate(`/shifts-roster?tab=${value}`)}
      />
    );
  };

  return (
    <section aria-label={t("dashboardTabs.label")}>
      <Tabs value={tab} onChange={(value) => value && setParam("tab", value)} keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="xs" mb="md" wrap="wrap">
          <Tabs.List style={{ flex: "1 1 auto" }}>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`dashboardTabs.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {!narrow && (
            <Button
              variant="default"
              size="xs"
              aria-pressed={filtersShown}
              leftSection={
                filtersShown ? <IconFilterOff size={16} aria-hidden /> : <IconFilter size={16} aria-hidden />
              }
              onClick={() => setToggledOn((shown) => !shown)}
            >
              {filtersShown ? t("dashboardTabs.hideFilters") : t("dashboardTabs.showFilters")}
            </Button>
          )}
        </Group>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {content(value)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
