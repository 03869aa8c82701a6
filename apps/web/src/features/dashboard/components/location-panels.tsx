import { PANEL_PAGE_SIZE, type PanelRequestItem, type PanelShiftItem } from "@brigade/contract/dashboard-panels";
import { dateTimeIn } from "@brigade/contract/dates";
import type { LocationItem } from "@brigade/contract/locations";
import { Group, SimpleGrid } from "@mantine/core";
import { IconBellRinging } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useManagerPages, usePanelPages } from "../api/panel-pages";
import { useShiftsAfterLockdate } from "../api/shifts-after-lockdate";
import { type Column, DashboardPanel } from "./dashboard-panel";
import "./blink.css";

const positions = (row: PanelShiftItem) => row.positions.map((p) => p.name).join(", ") || "—";

// The spec's columns of each panel (Manager dashboard, Panels).
const SHIFT_COLUMNS: Column<PanelShiftItem>[] = [
  { header: "Name", cell: (row) => row.name },
  { header: "Day", cell: (row) => `${row.day} ${row.date}` },
  { header: "Time", cell: (row) => row.time },
  { header: "Lock Day", cell: (row) => row.lock_day ?? "—" },
  { header: "Location", cell: (row) => row.location.name },
  { header: "Position", cell: positions },
];
const BONUS_COLUMNS: Column<PanelShiftItem>[] = [
  { header: "Name", cell: (row) => row.name },
  { header: "Day", cell: (row) => `${row.day} ${row.date}` },
  { header: "Location", cell: (row) => row.location.name },
  { header: "Position", cell: positions },
  { header: "Timing", cell: (row) => row.time },
  { header: "Bonus", cell: (row) => `$${row.bonus}` },
];
/** A request as the page's accept/reject buttons need it (composed in app/, since features stay apart). */
export type PanelDecision = { id: number; status: PanelRequestItem["status"]; who: string; shiftName: string };
type RenderDecision = (booking: PanelDecision) => ReactNode;

const requestColumns = (renderDecision: RenderDecision): Column<PanelRequestItem>[] => [
  {
    header: "Name",
    cell: (row) => (
      <Group gap={6} wrap="nowrap">
        <span className="dashboard-blink" aria-hidden>
          <IconBellRinging size={16} />
        </span>
        {row.name}
      </Group>
    ),
  },
  { header: "Employee", cell: (row) => row.employee.name },
  { header: "Day", cell: (row) => `${row.day} ${row.date}` },
  { header: "Location", cell: (row) => row.location.name },
  { header: "Position", cell: (row) => row.position.name },
  { header: "Timing", cell: (row) => row.timing.time },
  {
    header: "Action",
    cell: (row) =>
      renderDecision({ id: row.booking_id, status: row.status, who: row.employee.name, shiftName: row.name }),
  },
];

type ShiftPanelProps = {
  locationId: number;
  status: "New_Shifts" | "Shifts_Inprogress" | "Upcoming_Week" | "Bonus_Shifts";
  title: string;
  columns: Column<PanelShiftItem>[];
};

function ShiftPanelView({ locationId, status, title, columns }: ShiftPanelProps) {
  const pages = usePanelPages(locationId, status);
  return (
    <DashboardPanel
      title={title}
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
  status,
  title,
  renderDecision,
}: {
  locationId: number;
  status: "Pending" | "Apply For Leave";
  title: string;
  renderDecision: RenderDecision;
}) {
  const pages = usePanelPages(locationId, status);
  return (
    <DashboardPanel
      title={title}
      columns={requestColumns(renderDecision)}
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
function LockdatePanel({ location }: { location: LocationItem }) {
  const list = useShiftsAfterLockdate(location.id);
  const [shown, setShown] = useState(PANEL_PAGE_SIZE);
  const zone = location.time_zone.value;
  return (
    <DashboardPanel
      title="Vacant Shifts After Lock Date"
      columns={[
        { header: "Name", cell: (row) => row.name },
        { header: "From", cell: (row) => dateTimeIn(row.from, zone) },
        { header: "To", cell: (row) => dateTimeIn(row.to, zone) },
        { header: "Interval", cell: (row) => row.interval },
        { header: "Type", cell: (row) => row.type },
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

function ManagersPanel({ locationId }: { locationId: number }) {
  const pages = useManagerPages(locationId);
  return (
    <DashboardPanel
      title="Managers"
      columns={[
        { header: "Name", cell: (row) => row.name },
        { header: "Phone", cell: (row) => row.phone ?? "—" },
        { header: "Email", cell: (row) => row.email },
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

/** Every panel of the chosen location; the owner also sees the managers working there. */
export function LocationPanels({
  location,
  isOwner,
  renderDecision,
}: {
  location: LocationItem;
  isOwner: boolean;
  renderDecision: RenderDecision;
}) {
  const id = location.id;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ShiftPanelView locationId={id} status="New_Shifts" title="New Shifts" columns={SHIFT_COLUMNS} />
      <RequestPanelView
        locationId={id}
        status="Pending"
        title="Pending Shift Pickup Requests"
        renderDecision={renderDecision}
      />
      <RequestPanelView
        locationId={id}
        status="Apply For Leave"
        title="Pending Shift Release Requests"
        renderDecision={renderDecision}
      />
      <ShiftPanelView locationId={id} status="Shifts_Inprogress" title="Shifts In progress" columns={SHIFT_COLUMNS} />
      <ShiftPanelView locationId={id} status="Upcoming_Week" title="Upcoming Week Shifts" columns={SHIFT_COLUMNS} />
      <ShiftPanelView locationId={id} status="Bonus_Shifts" title="Bonus Shifts" columns={BONUS_COLUMNS} />
      <LockdatePanel location={location} />
      {isOwner && <ManagersPanel locationId={id} />}
    </SimpleGrid>
  );
}
