import { PANEL_PAGE_SIZE, type PanelRequestItem, type PanelShiftItem } from "@brigade/contract/dashboard-panels";
import type { Weekday } from "@brigade/contract/enums";
import type { LocationItem } from "@brigade/contract/locations";
import { Group, SimpleGrid } from "@mantine/core";
import { IconBellRinging } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { clockIn, dateTimeIn, formatApiDay } from "../../../lib/formats";
import { useManagerPages, usePanelPages } from "../api/panel-pages";
import { useShiftsAfterLockdate } from "../api/shifts-after-lockdate";
import { type Column, DashboardPanel } from "./dashboard-panel";
import { PanelFrame } from "./panel-frame";
import "./blink.css";

type T = TFunction<"business">;

const positions = (row: PanelShiftItem) => row.positions.map((p) => p.name).join(", ") || "—";
/** The API's weekday in the reader's language, before the date as the language writes it. */
const dayAndDate = (t: T, row: { day: Weekday; date: string }) =>
  t("locationPanels.dayAndDate", { day: t(`weekdays.${row.day}`), date: formatApiDay(row.date) });
/** A shift's or request's hours on the location's clock, in the reader's language (the API's `time` is English). */
const hoursOf = (from: string, to: string, zone: string) => `${clockIn(from, zone)} - ${clockIn(to, zone)}`;

// The spec's columns of each panel (Manager dashboard, Panels). The panels are of one location: its column gives way
// first in a narrow panel.
const shiftColumns = (t: T): Column<PanelShiftItem>[] => [
  { header: t("shared.name"), cell: (row) => row.name },
  { header: t("locationPanels.columns.day"), cell: (row) => dayAndDate(t, row) },
  { header: t("locationPanels.columns.time"), cell: (row) => hoursOf(row.from, row.to, row.location.time_zone) },
  {
    header: t("locationPanels.columns.lockDay"),
    cell: (row) => (row.lock_day ? t(`weekdays.${row.lock_day}`) : "—"),
  },
  { header: t("shared.location"), cell: (row) => row.location.name, low: true },
  { header: t("locationPanels.columns.position"), cell: positions },
];
const bonusColumns = (t: T): Column<PanelShiftItem>[] => [
  { header: t("shared.name"), cell: (row) => row.name },
  { header: t("locationPanels.columns.day"), cell: (row) => dayAndDate(t, row) },
  { header: t("shared.location"), cell: (row) => row.location.name, low: true },
  { header: t("locationPanels.columns.position"), cell: positions },
  { header: t("locationPanels.columns.timing"), cell: (row) => hoursOf(row.from, row.to, row.location.time_zone) },
  { header: t("locationPanels.columns.bonus"), cell: (row) => `$${row.bonus}` },
];
/** A request as the page's accept/reject buttons need it (composed in app/, since features stay apart). */
export type PanelDecision = { id: number; status: PanelRequestItem["status"]; who: string; shiftName: string };
type RenderDecision = (booking: PanelDecision) => ReactNode;

const requestColumns = (t: T, renderDecision: RenderDecision, zone: string): Column<PanelRequestItem>[] => [
  {
    header: t("shared.name"),
    cell: (row) => (
      <Group gap={6} wrap="nowrap">
        <span className="dashboard-blink" aria-hidden>
          <IconBellRinging size={16} />
        </span>
        {row.name}
      </Group>
    ),
  },
  { header: t("locationPanels.columns.employee"), cell: (row) => row.employee.name },
  { header: t("locationPanels.columns.day"), cell: (row) => dayAndDate(t, row) },
  { header: t("shared.location"), cell: (row) => row.location.name, low: true },
  { header: t("locationPanels.columns.position"), cell: (row) => row.position.name },
  { header: t("locationPanels.columns.timing"), cell: (row) => hoursOf(row.timing.from, row.timing.to, zone) },
  {
    header: t("locationPanels.columns.action"),
    action: true,
    cell: (row) =>
      renderDecision({ id: row.booking_id, status: row.status, who: row.employee.name, shiftName: row.name }),
  },
];

type ShiftPanelProps = {
  locationId: number;
  status: "New_Shifts" | "Shifts_Inprogress" | "Upcoming_Week" | "Bonus_Shifts";
  title: string;
  headingId: string;
  columns: Column<PanelShiftItem>[];
};

function ShiftPanelView({ locationId, status, title, headingId, columns }: ShiftPanelProps) {
  const pages = usePanelPages(locationId, status);
  return (
    <DashboardPanel
      title={title}
      headingId={headingId}
      columns={columns}
      rowKey={(row) => row.id}
      rows={pages.data?.pages.flatMap((page) => page.data)}
      error={pages.error}
      onRetry={() => pages.refetch()}
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      onMore={() => pages.fetchNextPage()}
    />
  );
}

function RequestPanelView({
  locationId,
  zone,
  status,
  title,
  headingId,
  renderDecision,
}: {
  locationId: number;
  /** The location's zone (IANA), whose clock the hours are told on. */
  zone: string;
  status: "Pending" | "Apply For Leave";
  title: string;
  headingId: string;
  renderDecision: RenderDecision;
}) {
  const { t } = useTranslation("business");
  const pages = usePanelPages(locationId, status);
  return (
    <DashboardPanel
      title={title}
      headingId={headingId}
      columns={requestColumns(t, renderDecision, zone)}
      rowKey={(row) => row.booking_id}
      rows={pages.data?.pages.flatMap((page) => page.data)}
      error={pages.error}
      onRetry={() => pages.refetch()}
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      onMore={() => pages.fetchNextPage()}
    />
  );
}

/** The list is not paged by the server: it is shown 3 at a time like the other panels. */
function LockdatePanel({ location, title, headingId }: { location: LocationItem; title: string; headingId: string }) {
  const { t } = useTranslation("business");
  const list = useShiftsAfterLockdate(location.id);
  const [shown, setShown] = useState(PANEL_PAGE_SIZE);
  const zone = location.time_zone.value;
  return (
    <DashboardPanel
      title={title}
      headingId={headingId}
      columns={[
        { header: t("shared.name"), cell: (row) => row.name },
        { header: t("locationPanels.columns.from"), cell: (row) => dateTimeIn(row.from, zone) },
        { header: t("locationPanels.columns.to"), cell: (row) => dateTimeIn(row.to, zone) },
        { header: t("locationPanels.columns.interval"), cell: (row) => row.interval },
        { header: t("locationPanels.columns.type"), cell: (row) => t(`shiftType.${row.type}`) },
      ]}
      rowKey={(row) => row.id}
      rows={list.data?.slice(0, shown)}
      error={list.error}
      onRetry={() => list.refetch()}
      hasMore={(list.data?.length ?? 0) > shown}
      loadingMore={false}
      onMore={() => setShown((n) => n + PANEL_PAGE_SIZE)}
    />
  );
}

function ManagersPanel({ locationId, title, headingId }: { locationId: number; title: string; headingId: string }) {
  const { t } = useTranslation("business");
  const pages = useManagerPages(locationId);
  return (
    <DashboardPanel
      title={title}
      headingId={headingId}
      columns={[
        { header: t("shared.name"), cell: (row) => row.name },
        { header: t("shared.phone"), cell: (row) => row.phone ?? "—" },
        { header: t("shared.email"), cell: (row) => row.email },
      ]}
      rowKey={(row) => row.id}
      rows={pages.data?.pages.flatMap((page) => page.data)}
      error={pages.error}
      onRetry={() => pages.refetch()}
      hasMore={pages.hasNextPage}
      loadingMore={pages.isFetchingNextPage}
      onMore={() => pages.fetchNextPage()}
    />
  );
}

/** Two panels side by side once both fit their columns (88em), else one under the other. */
const PanelGrid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
    {children}
  </SimpleGrid>
);

/** The pending pickup and release requests of the chosen location: what waits for a decision. */
export function RequestPanels({
  location,
  renderDecision,
}: {
  location: LocationItem;
  renderDecision: RenderDecision;
}) {
  const { t } = useTranslation("business");
  const panel = (key: "pickupRequests" | "releaseRequests", status: "Pending" | "Apply For Leave") => {
    const title = t(`locationPanels.titles.${key}`);
    return (
      <PanelFrame panelKey={key} title={title}>
        {(headingId) => (
          <RequestPanelView
            locationId={location.id}
            zone={location.time_zone.value}
            status={status}
            title={title}
            headingId={headingId}
            renderDecision={renderDecision}
          />
        )}
      </PanelFrame>
    );
  };
  return (
    <PanelGrid>
      {panel("pickupRequests", "Pending")}
      {panel("releaseRequests", "Apply For Leave")}
    </PanelGrid>
  );
}

/** The chosen location's lists of shifts; the owner also sees the managers working there. */
export function ShiftPanels({ location, isOwner }: { location: LocationItem; isOwner: boolean }) {
  const { t } = useTranslation("business");
  const id = location.id;
  const shifts = shiftColumns(t);
  const lockDayNote = t("locationPanels.lockDayNote");
  const shiftPanel = (
    key: "newShifts" | "inProgress" | "upcomingWeek" | "bonusShifts",
    status: ShiftPanelProps["status"],
  ) => {
    const title = t(`locationPanels.titles.${key}`);
    const columns = key === "bonusShifts" ? bonusColumns(t) : shifts;
    return (
      <PanelFrame panelKey={key} title={title} note={key === "bonusShifts" ? undefined : lockDayNote}>
        {(headingId) => (
          <ShiftPanelView locationId={id} status={status} title={title} headingId={headingId} columns={columns} />
        )}
      </PanelFrame>
    );
  };
  const lockTitle = t("locationPanels.titles.afterLockDate");
  const managersTitle = t("locationPanels.titles.managers");
  return (
    <PanelGrid>
      {shiftPanel("newShifts", "New_Shifts")}
      {shiftPanel("inProgress", "Shifts_Inprogress")}
      {shiftPanel("upcomingWeek", "Upcoming_Week")}
      {shiftPanel("bonusShifts", "Bonus_Shifts")}
      <PanelFrame panelKey="afterLockDate" title={lockTitle}>
        {(headingId) => <LockdatePanel location={location} title={lockTitle} headingId={headingId} />}
      </PanelFrame>
      {isOwner && (
        <PanelFrame panelKey="managers" title={managersTitle}>
          {(headingId) => <ManagersPanel locationId={id} title={managersTitle} headingId={headingId} />}
        </PanelFrame>
      )}
    </PanelGrid>
  );
}
