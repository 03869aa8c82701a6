import type { BuildCoverage } from "@brigade/contract/build-shifts";
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { coverageRows, hoursFigure } from "../lib/build-shifts-preview";

/** A short colour that reads on light and dark (as the auto-fill's "open" badges). */
const SHORT = "#b3261e";

/** Per role, the person-hours required, covered, over and under after the build: a role left short stands out. */
export function CoverageView({ coverage }: { coverage: BuildCoverage[] }) {
  const { t } = useTranslation("buildShifts");
  const phone = useMediaQuery("(max-width: 36em)");
  const locale = currentLocale();
  const h = (n: number) => hoursFigure(n, locale);
  const rows = coverageRows(coverage);
  const underBadge = (hours: number) => (
    <Badge
      size="sm"
      radius="sm"
      tt="none"
      variant="outline"
      color={SHORT}
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
    >
      {t("preview.underBy", { hours: h(hours) })}
    </Badge>
  );
  return (
    <section aria-labelledby="build-shifts-coverage">
      <Title order={3} size="h5" id="build-shifts-coverage">
        {t("preview.coverage")}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t("preview.coverageHint")}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">{t("preview.noDemand")}</Text>
      ) : phone ? (
        <Stack gap={6}>
          {rows.map((r) => (
            <Paper
              key={r.area_role_id}
              withBorder
              radius="sm"
              p="xs"
              style={r.short ? { borderColor: SHORT } : undefined}
              data-short={r.short || undefined}
            >
              <Group justify="space-between" gap="xs" mb={4}>
                <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                  {t("preview.roleName", { role: r.role, area: r.area })}
                </Text>
                {r.short && underBadge(r.under_hours)}
              </Group>
              <SimpleGrid cols={2} spacing={4} verticalSpacing={2}>
                <Figure label={t("preview.required")} value={h(r.required_hours)} />
                <Figure label={t("preview.covered")} value={h(r.covered_hours)} />
                <Figure label={t("preview.over")} value={h(r.over_hours)} />
                <Figure label={t("preview.under")} value={h(r.under_hours)} short={r.short} />
                <Figure label={t("preview.proposedHours")} value={h(r.proposed_hours)} />
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table withTableBorder verticalSpacing={6} aria-labelledby="build-shifts-coverage">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("preview.role")}</Table.Th>
              <Table.Th ta="end">{t("preview.required")}</Table.Th>
              <Table.Th ta="end">{t("preview.covered")}</Table.Th>
              <Table.Th ta="end">{t("preview.over")}</Table.Th>
              <Table.Th ta="end">{t("preview.under")}</Table.Th>
              <Table.Th ta="end">{t("preview.proposedHours")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.area_role_id} data-short={r.short || undefined}>
                <Table.Td>
                  <Text size="sm" fw={500} span>
                    {t("preview.roleName", { role: r.role, area: r.area })}
                  </Text>
                  {r.short && <div>{underBadge(r.under_hours)}</div>}
                </Table.Td>
                <Table.Td ta="end">{h(r.required_hours)}</Table.Td>
                <Table.Td ta="end">{h(r.covered_hours)}</Table.Td>
                <Table.Td ta="end">{h(r.over_hours)}</Table.Td>
                <Table.Td ta="end" c={r.short ? SHORT : undefined} fw={r.short ? 700 : undefined}>
                  {h(r.under_hours)}
                </Table.Td>
                <Table.Td ta="end">{h(r.proposed_hours)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}

function Figure({ label, value, short = false }: { label: string; value: string; short?: boolean }) {
  const { t } = useTranslation("buildShifts");
  return (
    <Text size="sm" c={short ? SHORT : undefined} fw={short ? 700 : undefined}>
      {t("preview.figure", { label, value })}
    </Text>
  );
}
