import type { RosterSort, SortOrder } from "@brigade/contract/rosters";
import { Group, Table, UnstyledButton } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";

type Props = { label: string; column: RosterSort; sort: RosterSort; order: SortOrder; onSort: (c: RosterSort) => void };

/** A column header that sorts on click; aria-sort tells assistive technology the current order. */
export function SortableTh({ label, column, sort, order, onSort }: Props) {
  const active = sort === column;
  const Icon = !active ? IconArrowsSort : order === "asc" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.5 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
