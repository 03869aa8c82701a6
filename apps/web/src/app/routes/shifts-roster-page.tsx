import { ROSTER_TYPES, type RosterType } from "@brigade/contract/rosters";
import { Tabs } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { readRosterView, writeRosterView } from "../../features/rosters/lib/roster-params";
import { clearFilters } from "../../features/shifts/lib/shift-filters";
import { AutoFillAction } from "./auto-fill-action";
import { RosterWorkspace } from "./roster-workspace";

/** The hash of the per-employee roster (spec, section 2): the employee timeline, without the page-size select. */
export const PER_EMPLOYEE_HASH = "#shift_per_employee_roster";

export function ShiftsRosterPage() {
  const { t } = useTranslation("rosters");
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const perEmployee = hash === PER_EMPLOYEE_HASH;
  const tab: RosterType = perEmployee ? "schedule_shifts" : readRosterView(params).tab;

  // The sidebar writes the URL without the hash: keep the schedule tab so its listing stays in place.
  useEffect(() => {
    if (perEmployee && params.get("tab") !== "schedule_shifts")
      navigate({ search: `?${writeRosterView(params, { tab: "schedule_shifts" })}`, hash }, { replace: true });
  });

  return (
    <>
      <PageHeader
        title={t("page.title")}
        description={t("page.description")}
        actions={tab === "vacant_shifts" && <AutoFillAction locationId={params.get("location")} />}
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = { tab: value as RosterType, page: 1, sort: "from", order: "asc" } as const;
          // Leaving the per-employee hash: a plain tab.
          if (value) navigate({ search: `?${writeRosterView(params, next)}` });
        }}
      >
        <Tabs.List mb="md">
          {ROSTER_TYPES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ROSTER_TYPES.map((value) => (
          // Every tab has its panel (the tab points at it), only the chosen one has content.
          <Tabs.Panel key={value} value={value}>
            {value === tab && (
              <RosterWorkspace
                rosterType={tab}
                perEmployee={perEmployee}
                onViewAll={() => navigate({ search: `?${writeRosterView(clearFilters(params), { page: 1 })}`, hash })}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
