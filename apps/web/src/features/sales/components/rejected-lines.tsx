import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RejectedLine } from "../lib/rejected-lines";

/** The lines of the file the server could not read, with its reasons (already in the reader's language). */
export function RejectedLines({ lines, count }: { lines: RejectedLine[]; count: number }) {
  const { t } = useTranslation("sales");
  if (lines.length === 0) return null;
  return (
    <div>
      <Table striped withTableBorder verticalSpacing={4} fz="sm" captionSide="top">
        <caption style={{ textAlign: "start" }}>{t("rejected.caption")}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={72}>
              {t("rejected.line")}
            </Table.Th>
            <Table.Th scope="col">{t("rejected.reason")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ line, reason }) => (
            <Table.Tr key={line}>
              <Table.Td>{line}</Table.Td>
              <Table.Td>{reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {count > lines.length && (
        <Text size="sm" c="dimmed" mt={4}>
          {t("rejected.firstOf", { shown: lines.length, count })}
        </Text>
      )}
    </div>
  );
}
