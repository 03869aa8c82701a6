import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

export type Figure = { key: string; label: string; value: number | null };

type Props = {
  title: string;
  intro?: ReactNode;
  /** Names the table: what its figures are. */
  caption: string;
  /** The table's heading of the labels' column (Day, Hour) and of the figures' (Sales, Transactions). */
  labelHeader: string;
  valueHeader: string;
  figures: Figure[];
  format: (value: number) => string;
  /** The figures are whole numbers (cents, transactions a day): the axis has no steps between them. */
  whole: boolean;
};

/**
 * Bars for the eye, and the same figures as a table for screen readers (a chart alone says nothing to them). The
 * table lists the figures there are; the bars keep an empty place for a day without history.
 */
export function FiguresChart({ title, intro, caption, labelHeader, valueHeader, figures, format, whole }: Props) {
  const rows = figures.filter((figure) => figure.value !== null);
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h5">
          {title}
        </Title>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
      </div>
      <div aria-hidden>
        <BarChart
          h={220}
          data={figures.map((figure) => ({ label: figure.label, value: figure.value }))}
          dataKey="label"
          series={[{ name: "value", label: valueHeader, color: "brand.6" }]}
          valueFormatter={format}
          barChartProps={{ accessibilityLayer: false }}
          xAxisProps={{ interval: "preserveStartEnd", minTickGap: 16 }}
          yAxisProps={{ width: 88, allowDecimals: !whole }}
          tickLine="y"
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{labelHeader}</Table.Th>
              <Table.Th scope="col">{valueHeader}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((figure) => (
              <Table.Tr key={figure.key}>
                <Table.Th scope="row">{figure.label}</Table.Th>
                <Table.Td>{format(figure.value ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
