import type { RequestListingStatus, RequestSort, RequestWhen } from "@brigade/contract/decisions";
import { DEFAULT_PAGE_SIZE } from "@brigade/contract/enums";
import type { SortOrder } from "@brigade/contract/rosters";
import { Group, Paper, Select, Stack, Tabs, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { EmptyState } from "../../components/empty-state";
import { LoadingState } from "../../components/loading-state";
import { PageHeader } from "../../components/page-header";
import { QueryError } from "../../components/query-error";
import { TablePager } from "../../components/table-pager";
import { useRequestListing } from "../../features/decisions/api/request-listing";
import { BulkSummaryAlert } from "../../features/decisions/components/bulk-summary-alert";
import { DecidableRequests } from "../../features/decisions/components/decidable-requests";
import { PastRequestsFold } from "../../features/decisions/components/past-requests-fold";
import type { BulkSummary } from "../../features/decisions/lib/bulk-summary";
import { useLocations } from "../../features/locations/api/location-index";
import { SwapsToApprove } from "../../features/swaps/components/swaps-to-approve";
import { TimeOffTab } from "../../features/time-off-decisions/components/time-off-tab";
import { focusPageHeading } from "../../lib/page-heading";
import { useSession } from "../session";

/**
 * The spec's hashes of /business-owner-shift-listing, each a tab of one booking status, and the time-off
 * requests and swaps (not bookings: no location or status of a shift), each tab reachable by its hash.
 */
type TabLabel = `bookingStatus.${RequestListingStatus}` | "page.timeOffTab" | "page.swapsTab";
const TABS: { hash: string; status?: RequestListingStatus; label: TabLabel }[] = [
  { hash: "#Pending", status: "Pending", label: "bookingStatus.Pending" },
  { hash: "#ApplyForLeave", status: "Apply For Leave", label: "bookingStatus.Apply For Leave" },
  { hash: "#Accepted", status: "Accepted", label: "bookingStatus.Accepted" },
  { hash: "#Released", status: "Released", label: "bookingStatus.Released" },
  { hash: "#TimeOff", label: "page.timeOffTab" },
  { hash: "#Swaps", label: "page.swapsTab" },
];
const DEFAULT_TAB = TABS[0] as (typeof TABS)[number];

/** Pickup and leave requests, and the settled ones, by status: a paged, sortable table per tab; and time off. */
export function ShiftRequestsPage() {
  const { t } = useTranslation("requests");
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { employee } = useSession();
  const tab = TABS.find((each) => each.hash === hash) ?? DEFAULT_TAB;
  const [locationId, setLocationId] = useState("showAll");
  // Page size and order stay as chosen across the tabs; the page starts over.
  const [view, setView] = useState<TableView>({ length: DEFAULT_PAGE_SIZE, sort: "from", order: "asc" });
  const locations = useLocations();
  const locationOptions = [
    { value: "showAll", label: t("page.showAll") },
    ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name })),
  ];

  return (
    <>
      <PageHeader title={t("page.title")} description={t("page.description")} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Tabs value={tab.hash} onChange={(next) => next && navigate({ hash: next }, { replace: true })}>
            <Tabs.List>
              {TABS.map((each) => (
                <Tabs.Tab key={each.hash} value={each.hash}>
                  {t(each.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {tab.status && (
            <Select
              label={t("page.location")}
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

/**
 * One status: the requests whose slot is still ahead (what needs deciding), and those whose slot has started folded
 * under "Show N past requests". Each part pages on its own; a bulk decision's summary shows above both.
 */
function RequestsTab({ status, locationId, view, onViewChange }: TabProps) {
  const { t } = useTranslation("requests");
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const query = { status, location_id: locationId, length: view.length, sort: view.sort, order: view.order };
  // Page 1 of the past requests: its total is the fold's count (and the fold's first page, when opened).
  const pastCount = useRequestListing({ ...query, when: "past", page: 1 });
  const upcoming = useRequestListing({ ...query, when: "upcoming", page: 1 });

  if (upcoming.isPending || pastCount.isPending) return <LoadingState label={t("page.loading")} />;
  if (upcoming.isError) return <QueryError error={upcoming.error} onRetry={() => upcoming.refetch()} />;
  if (pastCount.isError) return <QueryError error={pastCount.error} onRetry={() => pastCount.refetch()} />;
  const past = pastCount.data.total;
  if (upcoming.data.total === 0 && past === 0 && !summary)
    return <EmptyState title={t("page.noRecord")}>{t(`page.empty.${status}`)}</EmptyState>;

  // Dismissing the summary takes its close button away: focus goes to the first control of the requests.
  const dismiss = () => {
    setSummary(null);
    const next = panel.current?.querySelector<HTMLElement>("input:not(:disabled), button:not(:disabled)");
    if (next) next.focus();
    else focusPageHeading();
  };
  const part = { status, locationId, view, onViewChange, onBulkDone: setSummary };
  return (
    <Stack gap="md" ref={panel}>
      {summary && <BulkSummaryAlert summary={summary} onClose={dismiss} />}
      {upcoming.data.total > 0 ? (
        <RequestsPart {...part} when="upcoming" />
      ) : (
        <Text c="dimmed" size="sm">
          {t("past.noneAhead")}
        </Text>
      )}
      {past > 0 && (
        <PastRequestsFold count={past}>
          <RequestsPart {...part} when="past" />
        </PastRequestsFold>
      )}
    </Stack>
  );
}

type PartProps = TabProps & { when: RequestWhen; onBulkDone: (summary: BulkSummary) => void };

/** The upcoming or the past requests of a status: a sortable table with its pager. */
function RequestsPart({ status, locationId, view, onViewChange, when, onBulkDone }: PartProps) {
  const { t } = useTranslation("requests");
  const [page, setPage] = useState(1);
  const { length, sort, order } = view;
  const listing = useRequestListing({ status, location_id: locationId, page, length, sort, order, when });
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

  if (listing.isPending) return <LoadingState label={t("page.loading")} />;
  if (listing.isError) return <QueryError error={listing.error} onRetry={() => listing.refetch()} />;
  if (!data || data.total === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }}>
      <DecidableRequests
        rows={data.data}
        status={status}
        sort={sort}
        order={order}
        onSort={onSort}
        ownEmployeeId={employee?.id}
        label={when === "past" ? t("past.list", { status: t(`bookingStatus.${status}`) }) : undefined}
        busy={listing.isPlaceholderData}
        onBulkDone={onBulkDone}
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
