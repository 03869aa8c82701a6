import type { EmployeeItem } from "@brigade/contract/employees";
import { DEFAULT_PAGE_SIZE, EMPLOYEE_STATUSES, type EmployeeStatus, PAGE_SIZES } from "@brigade/contract/enums";
import { Box, Group, LoadingOverlay, Select, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { TablePager } from "../../../components/table-pager";
import { useUrlParams } from "../../../lib/use-url-params";
import { useTeamMembers } from "../api/team-member-index";
import { statusLabel } from "./labels";
import { TeamMembersTable } from "./team-members-table";

type Props = {
  currentUserId: number;
  /** Opens a member's weekly availability (the page shows it beside the listing). */
  onShowAvailability?: (member: EmployeeItem) => void;
  /** For those who see money: opens a member's wage. */
  onShowWage?: (member: EmployeeItem) => void;
};

type Status = EmployeeStatus | "all";

const readStatus = (value: string | null): Status =>
  (EMPLOYEE_STATUSES as readonly string[]).includes(value ?? "") ? (value as EmployeeStatus) : "all";
const readLength = (value: string | null) =>
  (PAGE_SIZES as readonly number[]).includes(Number(value)) ? Number(value) : DEFAULT_PAGE_SIZE;
const readPage = (value: string | null) => (/^\d+$/.test(value ?? "") ? Math.max(1, Number(value)) : 1);

/** The team members listing: search, status filter, paging (kept in the address), and the table. */
export function TeamMemberRecord({ currentUserId, onShowAvailability, onShowWage }: Props) {
  const { t } = useTranslation("business");
  const statusOptions = [
    { value: "all", label: t("teamMemberRecord.allStatuses") },
    ...EMPLOYEE_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
  ];
  const [params, setParams] = useUrlParams();
  const page = readPage(params.get("page"));
  const length = readLength(params.get("length"));
  const status = readStatus(params.get("status"));
  const urlSearch = params.get("search") ?? "";
  const [search, setSearch] = useState(urlSearch);
  const [debouncedSearch] = useDebouncedValue(search, 300);

  const update = (changes: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  const setPage = (value: number) => update({ page: value });

  // The search box writes to the address once typing pauses, back on page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value matters.
  useEffect(() => {
    if (debouncedSearch.trim() !== urlSearch) update({ search: debouncedSearch.trim(), page: 1 });
  }, [debouncedSearch]);

  const query = useTeamMembers({
    page,
    length,
    search: urlSearch,
    employee_status: status === "all" ? null : status,
  });
  const result = query.data;

  // A page that emptied (the last member on it was filtered away) falls back to the last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new result only.
  useEffect(() => {
    if (result && result.data.length === 0 && result.total > 0 && page > result.last_page) {
      setPage(result.last_page);
    }
  }, [result]);

  return (
    <>
      <Group mb="md" gap="sm" align="flex-end">
        <TextInput
          label={t("teamMemberRecord.search")}
          placeholder={t("teamMemberRecord.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: "1 1 240px" }}
          type="search"
        />
        <Select
          label={t("teamMemberRecord.status")}
          data={statusOptions}
          value={status}
          allowDeselect={false}
          onChange={(value) => update({ status: value === "all" ? null : value, page: 1 })}
          w={{ base: "100%", xs: 220 }}
        />
      </Group>
      {query.isPending ? (
        <LoadingState label={t("teamMemberRecord.loading")} />
      ) : query.isError && !result ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : result && result.total === 0 ? (
        <EmptyState title={t("shared.noRecordFound")}>
          {urlSearch || status !== "all" ? t("teamMemberRecord.noMatch") : t("teamMemberRecord.createFirst")}
        </EmptyState>
      ) : result ? (
        <Box pos="relative">
          <LoadingOverlay visible={query.isFetching && query.isPlaceholderData} zIndex={5} />
          <TeamMembersTable
            members={result.data}
            currentUserId={currentUserId}
            onShowAvailability={onShowAvailability}
            onShowWage={onShowWage}
          />
          <TablePager
            page={result.current_page}
            pageSize={length}
            total={result.total}
            from={result.from}
            to={result.to}
            lastPage={result.last_page}
            onPageChange={setPage}
            onPageSizeChange={(size) => update({ length: size, page: 1 })}
          />
        </Box>
      ) : null}
    </>
  );
}
