import type { RequestListingStatus, RequestSort } from "@brigade/contract/decisions";
import { DEFAULT_PAGE_SIZE } from "@brigade/contract/enums";
import type { SortOrder } from "@brigade/contract/rosters";
import { Group, Paper, Select, Stack, Tabs } from "@mantine/core";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { TablePager } from "../../components/table-pager";
import { useRequestListing } from "../../features/decisions/api/request-listing";
import { RequestsTable } from "../../features/decisions/components/requests-table";
import { useLocations } from "../../features/locations/api/location-index";
import { SwapsToApprove } from "../../features/swaps/components/swaps-to-approve";
import { TimeOffTab } from "../../features/time-off-decisions/components/time-off-tab";
import { useSession } from "../session";

/**
 * The spec's hashes of /business-owner-shift-listing, each a tab of one booking status, and the time-off
 * requests and swaps (not bookings: no location or status of a shift), each tab reachable by its hash.
 */
const TABS: { hash: string; status?: RequestListingStatus; label: string }[] = [
  { hash: "#Pending", status: "Pending", label: "Pending" },
  { hash: "#ApplyForLeave", status: "Apply For Leave", label: "Apply For Leave" },
  { hash: "#Accepted", status: "Accepted", label: "Accepted" },
  { hash: "#Released", status: "Released", label: "Released" },
  { hash: "#TimeOff", label: "Time off" },
  { hash: "#Swaps", label: "Swaps" },
];
const DEFAULT_TAB = TABS[0] as (typeof TABS)[number];

/** Pickup and leave requests, and the settled ones, by status: a paged, sortable table per tab; and time off. */
export function ShiftRequestsPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { employee } = useSession();
  const tab = TABS.find((t) => t.hash === hash) ?? DEFAULT_TAB;
  const [locationId, setLocationId] = useState("showAll");
  // Page size and order stay as chosen across the tabs; the page starts over.
  const [view, setView] = useState<TableView>({ length: DEFAULT_PAGE_SIZE, sort: "from", order: "asc" });
  const locations = useLocations();
  const locationOptions = [
    { value: "showAll", label: "Show All" },
    ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
  ];

  return (
    <>
      <PageHeader
        title="Shift Requests"
        description="Pickup, leave and time off requests, swaps, and what was decided."
      />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Tabs value={tab.hash} onChange={(next) => next && navigate({ hash: next }, { replace: true })}>
            <Tabs.List>
              {TABS.map((t) => (
                <Tabs.Tab key={t.hash} value={t.hash}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {tab.status && (
            <Select
              label="Location"
              data={locationOptions}
              value={locationId}
              onChange={(value) => setLocationId(value ?? "showAll")}
              allowDeselect={false}
              w={{ base: "100%", xs: 220 }}
            />
          )}
        </Group>
        {/* A new key per tab and location: paging starts over. */}
        {tab.status ? (
          <RequestsTab
            key={`${tab.status}-${locationId}`}
            status={tab.status}
            locationId={locationId === "showAll" ? undefined : Number(locationId)}
            view={view}
            onViewChange={setView}
          />
        ) : tab.hash === "#Swaps" ? (
          <SwapsToApprove ownEmployeeId={employee?.id} />
        ) : (
          <TimeOffTab ownEmployeeId={employee?.id} />
        )}
      </Stack>
    </>
  );
}

type TableView = { length: number; sort: RequestSort; order: SortOrder };
type TabProps = {
  status: RequestListingStatus;
  locationId?: number;
  view: TableView;
  onViewChange: (view: TableView) => void;
};

function RequestsTab({ status, locationId, view, onViewChange }: TabProps) {
  const [page, setPage] = useState(1);
  const { length, sort, order } = view;
  const listing = useRequestListing({ status, location_id: locationId, page, length, sort, order });
  const { employee } = useSession();
  const data = listing.data;

  // A page past the end (after a decision emptied it) moves to the last page there is.
  useEffect(() => {
    if (data && !listing.isPlaceholderData && page > data.last_page) setPage(data.last_page);
  }, [data, listing.isPlaceholderData, page]);

  const onSort = (column: RequestSort) => {
    onViewChange({ ...view, sort: column, order: column === sort && order === "asc" ? "desc" : "asc" });
    setPage(1);
  };

  if (listing.isPending) return <LoadingState label="Loading the requests" />;
  if (listing.isError) return <QueryError error={listing.error} onRetry={() => listing.refetch()} />;
  if (!data || data.total === 0) return <EmptyState title="No Record Found">No {status} requests.</EmptyState>;
  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
      <RequestsTable
        rows={data.data}
        status={status}
        sort={sort}
        order={order}
        onSort={onSort}
        ownEmployeeId={employee?.id}
      />
      <TablePager
        page={page}
        pageSize={length}
        total={data.total}
        from={data.from}
        to={data.to}
        lastPage={data.last_page}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          onViewChange({ ...view, length: size });
          setPage(1);
        }}
      />
    </Paper>
  );
}
