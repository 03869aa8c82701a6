import { PAGE_SIZES } from "@brigade/contract/enums";
import { Group, Pagination, Select, Text } from "@mantine/core";

type Props = {
  page: number;
  pageSize: number;
  total: number;
  from: number | null;
  to: number | null;
  lastPage: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

const sizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** "Show N entries", "Showing X to Y of Z entries" and the pager under a listing. */
export function TablePager({ page, pageSize, total, from, to, lastPage, onPageChange, onPageSizeChange }: Props) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="xs">
        <Text size="sm" component="span">
          Show
        </Text>
        <Select
          aria-label="Entries per page"
          data={sizeOptions}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          allowDeselect={false}
          w={80}
          size="xs"
        />
        <Text size="sm" component="span">
          entries
        </Text>
      </Group>
      <Text size="sm" aria-live="polite">
        Showing {from ?? 0} to {to ?? 0} of {total} entries
      </Text>
      <Pagination
        total={Math.max(lastPage, 1)}
        value={page}
        onChange={onPageChange}
        size="sm"
        getControlProps={(control) => ({
          "aria-label": control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
        })}
        getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
      />
    </Group>
  );
}
