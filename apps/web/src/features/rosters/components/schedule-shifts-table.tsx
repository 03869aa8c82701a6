import type { RosterSort, ScheduleRosterRow, SortOrder } from "@brigade/contract/rosters";
import { Avatar, Table, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { AreaRoleCell, LocationCell, ShiftCell, TimeCell } from "./roster-cells";
import { SortableTh } from "./sortable-th";

type Props = { rows: ScheduleRosterRow[]; sort: RosterSort; order: SortOrder; onSort: (column: RosterSort) => void };

/**
 * Bookings that hold a position, with who holds them: From and To sort on the server. In a narrow box the picture and
 * Location (the filter narrows it) give way first, then the times fold under their dates.
 */
export function ScheduleShiftsTable({ rows, sort, order, onSort }: Props) {
  const { t } = useTranslation("rosters");
  const sorting = { sort, order, onSort };
  return (
    <ActionTable minWidth={980} compactWidth={770} stickyActions={false} fz="sm" aria-label={t("scheduleTable.label")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th data-low>
            <VisuallyHidden>{t("columns.avatar")}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t("columns.userName")}</Table.Th>
          <Table.Th>{t("columns.shift")}</Table.Th>
          <SortableTh label={t("columns.from")} column="from" {...sorting} />
          <SortableTh label={t("columns.to")} column="to" {...sorting} />
          <Table.Th>{t("columns.areaRole")}</Table.Th>
          <Table.Th data-low>{t("columns.location")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td w={58} data-low>
              {/* 42x42 (spec); the initials stand in when there is no picture. The name is the next cell. */}
              <Avatar
                src={row.employee.user.avatar_path}
                name={row.employee.user.name}
                alt=""
                size={42}
                radius="xl"
                color="brand"
                variant="filled"
              />
            </Table.Td>
            <Table.Td>{row.employee.user.name}</Table.Td>
            <Table.Td>
              <ShiftCell row={row} />
            </Table.Td>
            <Table.Td>
              <TimeCell row={row} at="from" />
            </Table.Td>
            <Table.Td>
              <TimeCell row={row} at="to" />
            </Table.Td>
            <Table.Td>
              <AreaRoleCell row={row} />
            </Table.Td>
            <Table.Td data-low>
              <LocationCell row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ActionTable>
  );
}
