import type { ScheduleChangeItem } from "@brigade/contract/fair-workweek/changes";
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ActionTable } from "../../../components/action-table";
import { currentLocale } from "../../../i18n";
import { dateTimeIn } from "../../../lib/formats";
import { basisText, changeText, noticeText, payText, reasonText } from "../lib/change-text";

type Props = {
  items: ScheduleChangeItem[];
  /** The location's zone: every time reads on its clock. */
  timeZone: string;
  /** The business's money. */
  currency: string;
  /** The notice window (days) of each rule pack, by id, where known: "Outside the 14-day window". */
  noticeDays: Readonly<Record<string, number>>;
  /** Names the table: "Schedule changes from … to …". */
  label: string;
};

/**
 * The changes of one page of the log, one row each. On a laptop too narrow for every column the table scrolls in its
 * own box; on a phone each change is a card, every value under its column's name (ActionTable).
 */
export function ChangeLogTable({ items, timeZone, currency, noticeDays, label }: Props) {
  const { t } = useTranslation("changeLog");
  const locale = currentLocale();
  return (
    <ActionTable minWidth={1080} stickyActions={false} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("table.shiftStart")}</Table.Th>
          <Table.Th scope="col">{t("table.employee")}</Table.Th>
          <Table.Th scope="col">{t("table.change")}</Table.Th>
          <Table.Th scope="col">{t("table.notice")}</Table.Th>
          <Table.Th scope="col">{t("table.madeAt")}</Table.Th>
          <Table.Th scope="col">{t("table.reason")}</Table.Th>
          <Table.Th scope="col">{t("table.pay")}</Table.Th>
          <Table.Th scope="col">{t("table.basis")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const change = changeText(item, t, locale);
          const days = item.pack_id === null ? null : (noticeDays[item.pack_id] ?? null);
          return (
            <Table.Tr key={item.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{dateTimeIn(item.shift_starts_at, timeZone)}</Table.Td>
              <Table.Td>{item.employee_name ?? t("formerEmployee")}</Table.Td>
              <Table.Td>
                <Text span fw={600} size="sm" c={item.kind === "reduced" ? "red.9" : "teal.9"}>
                  {change.kind}
                </Text>{" "}
                <Text span size="sm" style={{ whiteSpace: "nowrap" }}>
                  {change.hours}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{noticeText(item.notice_hours, t, locale)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{dateTimeIn(item.made_at, timeZone)}</Table.Td>
              <Table.Td>{reasonText(item, t)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                {payText(item.pay, currency, t, locale)}
              </Table.Td>
              <Table.Td>{basisText(item, days, t)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ActionTable>
  );
}
