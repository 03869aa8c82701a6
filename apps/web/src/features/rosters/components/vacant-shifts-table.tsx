import type { RosterSort, SortOrder, VacantRosterRow } from "@brigade/contract/rosters";
import { Button, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { AreaRoleCell, LocationCell, nowrap, ShiftCell, TimeCell, TypeCell } from "./roster-cells";
import { SortableTh } from "./sortable-th";

type Props = {
  rows: VacantRosterRow[];
  sort: RosterSort;
  order: SortOrder;
  onSort: (column: RosterSort) => void;
  onAssign: (row: VacantRosterRow) => void;
};

/**
 * Open positions, one per (slot, role): From, To and Type sort on the server. In a narrow box Location (the filter
 * narrows it) gives way first, then the times fold under their dates.
 */
export function VacantShiftsTable({ rows, sort, order, onSort, onAssign }: Props) {
  const { t } = useTranslation("rosters");
  const sorting = { sort, order, onSort };
  return (
    <ActionTable minWidth={960} compactWidth={760} fz="sm" aria-label={t("vacantTable.label")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("columns.shift")}</Table.Th>
          <SortableTh label={t("columns.from")} column="from" {...sorting} />
          <SortableTh label={t("columns.to")} column="to" {...sorting} />
          <Table.Th>{t("columns.areaRole")}</Table.Th>
          <Table.Th data-low>{t("columns.location")}</Table.Th>
          <Table.Th>{t("columns.remainingSlots")}</Table.Th>
          <SortableTh label={t("columns.type")} column="type" {...sorting} />
          <Table.Th>{t("columns.action")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.slot_id}-${row.area_roles.id}`}>
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
            <Table.Td>{row.remaining_slots}</Table.Td>
            <Table.Td style={nowrap}>
              <TypeCell row={row} />
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => onAssign(row)}
                aria-label={t("vacantTable.assignLabel", { shift: row.shift.name, role: row.area_roles.name })}
              >
                {t("vacantTable.assign")}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ActionTable>
  );
}
