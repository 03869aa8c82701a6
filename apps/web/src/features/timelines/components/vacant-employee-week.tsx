import type { VacantEmployeeItem } from "@brigade/contract/timelines";
import { Alert, Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconInfoCircle, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Temporal } from "temporal-polyfill";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { TablePager } from "../../../components/table-pager";
import { useVacantEmployees } from "../api/vacant-employees";
import { columnLabel, daysOf, longDate, periodOf, step, timeRange, toServerDate } from "../lib/periods";
import { EmployeeLabel } from "./employee-label";
import { PeriodHeader } from "./period-header";
import { ScrollGrid } from "./scroll-grid";
import { ShiftChip } from "./shift-chip";

/** The cell chosen for an assignment: who, and which (shift, slot, role). */
export type AssignChoice = {
  employee: { id: number; name: string; email: string };
  shiftId: number;
  slotId: number;
  areaRoleId: number;
};

type Props = {
  /** One location's positions, or every location's (undefined). */
  locationId?: string;
  initialDay: Temporal.PlainDate;
  /** The IANA zone of each location, to show a position's times in. */
  zoneOf: (locationId: number) => string;
  zoneNote: string;
  /** An Assign Shift button: the page opens the Assign Shift modal for that employee and position. */
  onAssign: (choice: AssignChoice) => void;
  /** The spec names the box Search By Name on the calendar screen and Search Employee on the dashboard. */
  searchLabel?: string;
};

/** The vacant-employee week: for each employee, the open positions per day they could be assigned to. */
export function VacantEmployeeWeek(props: Props) {
  const { t } = useTranslation("rosters");
  const { locationId, initialDay, zoneOf, zoneNote, onAssign, searchLabel = t("vacantWeek.searchByName") } = props;
  const [anchor, setAnchor] = useState(initialDay);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [length, setLength] = useState(10);
  const week = periodOf("week", anchor);
  const days = daysOf(week);
  const list = useVacantEmployees({
    from: toServerDate(week.from),
    to: toServerDate(week.to),
    searchAbleName: search || undefined,
    location_id: locationId,
    page,
    length,
  });

  const cell = (employee: VacantEmployeeItem, day: Temporal.PlainDate) =>
    (employee.days[day.toString()] ?? []).map((p) => {
      const choice: AssignChoice = {
        employee: { id: employee.id, name: employee.user.name, email: employee.user.email },
        shiftId: p.shift_id,
        slotId: p.slot_id,
        areaRoleId: p.area_role_id,
      };
      return (
        <ShiftChip key={`${p.slot_id}-${p.area_role_id}`} color="var(--mantine-color-brand-6)" title={p.shift_name}>
          <Text size="xs" style={{ whiteSpace: "nowrap" }}>
            {timeRange(p.from, p.to, zoneOf(p.location_id))}
          </Text>
          <Text size="xs" c="gray.7">
            {p.area_role_name}, {p.location_name}
          </Text>
          <Button
            size="compact-xs"
            mt={4}
            variant="outline"
            onClick={() => onAssign(choice)}
            aria-label={t("vacantWeek.assignLabel", {
              shift: p.shift_name,
              role: p.area_role_name,
              name: employee.user.name,
            })}
          >
            {t("vacantWeek.assignShift")}
          </Button>
        </ShiftChip>
      );
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" align="flex-end">
        <PeriodHeader
          title={`${longDate(week.from)} – ${longDate(week.to)}`}
          unit="week"
          onStep={(direction) => {
            setAnchor(step("week", anchor, direction));
            setPage(1);
          }}
        />
        <Group
          gap="xs"
          align="flex-end"
          component="form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
            setPage(1);
          }}
        >
          <TextInput
            label={searchLabel}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={100}
          />
          <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
            {t("vacantWeek.search")}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="gray.7">
        {zoneNote}
      </Text>
      {list.isPending ? (
        <LoadingState label={t("vacantWeek.loading")} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} title={t("vacantWeek.loadError")} />
      ) : list.data.data.length === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t("vacantWeek.emptyTitle")}>
          {t("vacantWeek.empty")}
        </Alert>
      ) : (
        <>
          <ScrollGrid label={t("vacantWeek.gridLabel")} minWidth={1450}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" miw={220}>
                  {t("timeline.employee")}
                </Table.Th>
                {days.map((day) => (
                  <Table.Th key={day.toString()} scope="col" miw={175}>
                    {columnLabel(day)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((employee) => (
                <Table.Tr key={employee.id}>
                  <Table.Th scope="row" fw="normal" style={{ verticalAlign: "top" }}>
                    <EmployeeLabel name={employee.user.name} avatar={employee.user.avatar_path} />
                  </Table.Th>
                  {days.map((day) => (
                    <Table.Td key={day.toString()} style={{ verticalAlign: "top" }}>
                      {cell(employee, day)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollGrid>
          <TablePager
            page={list.data.current_page}
            pageSize={list.data.per_page}
            total={list.data.total}
            from={list.data.from}
            to={list.data.to}
            lastPage={list.data.last_page}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setLength(size);
              setPage(1);
            }}
          />
        </>
      )}
    </Stack>
  );
}
