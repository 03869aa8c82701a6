import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CsvPreview } from "../lib/csv-preview";

/** The header and first rows of the chosen file, as the browser split them; wide files scroll inside their box. */
export function FilePreview({ name, preview }: { name: string; preview: CsvPreview }) {
  const { t } = useTranslation("sales");
  const width = preview.header.length;
  return (
    // Focusable, so a keyboard can scroll a wide file's columns.
    <Table.ScrollContainer
      minWidth={Math.min(width * 110, 1200)}
      type="native"
      tabIndex={0}
      role="group"
      aria-label={t("import.previewCaption", { name })}
    >
      <Table striped withTableBorder verticalSpacing={4} fz="sm" captionSide="top">
        <caption style={{ textAlign: "start" }}>{t("import.previewCaption", { name })}</caption>
        <Table.Thead>
          <Table.Tr>
            {preview.header.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns have no key but their place.
              <Table.Th key={index} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the preview's rows never move.
            <Table.Tr key={rowIndex}>
              {Array.from({ length: Math.max(width, row.length) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its column.
                <Table.Td key={index}>{row[index] ?? ""}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
