import { PAGE_SIZES } from "@brigade/contract/enums";
import { Group, Pagination, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

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
  const { t } = useTranslation("common");
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="xs">
        <Text size="sm" component="span">
          {t("pager.show")}
        </Text>
        <Select
          aria-label={t("pager.perPage")}
          data={sizeOptions}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          allowDeselect={false}
          w={80}
          size="xs"
        />
        <Text size="sm" component="span">
          {t("pager.entries")}
        </Text>
      </Group>
      <Text size="sm" aria-live="polite">
        {t("pager.showing", { from: from ?? 0, to: to ?? 0, total })}
      </Text>
      <Pagination
        total={Math.max(lastPage, 1)}
        value={page}
        onChange={onPageChange}
        size="sm"
        getControlProps={(control) => ({
          "aria-label": control === "previous" ? t("pager.previous") : control === "next" ? t("pager.next") : control,
        })}
        getItemProps={(item) => ({ "aria-label": t("pager.page", { page: item }) })}
      />
    </Group>
  );
}
