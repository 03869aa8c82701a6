import { formatDayMonthYear } from "@brigade/contract/dates";
import type { StaffingPayload } from "@brigade/contract/staffing";
import { Anchor, Box, Button, Collapse, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertTriangle, IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { type CSSProperties, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryError } from "../../../components/query-error";
import { currentLocale } from "../../../i18n";
import { ApiError } from "../../../lib/api-client";
import { useStaffing } from "../api/staffing";
import { anyRequired, buckets, dayWindow, periodTotals, type ShownPeriod } from "../lib/staffing-figures";
import { RoleStaffing } from "./role-staffing";

type Props = { locationId: number; timeZone: string; period: ShownPeriod };

/**
 * The calendar's Staffing panel for the week or day shown: what the location's labour model requires against what is
 * scheduled, per role (demand.md, "Labour model"). Closed, it still says the period's gaps in person-hours; open, a
 * chart per role. For owners and managers (a team member's 403 shows nothing).
 */
export function StaffingPanel({ locationId, timeZone, period }: Props) {
  const { t } = useTranslation("staffing");
  const titleId = useId();
  const bodyId = useId();
  const [open, { toggle }] = useDisclosure(false);
  const staffing = useStaffing(locationId, formatDayMonthYear(period.from), formatDayMonthYear(period.to));
  if (staffing.error instanceof ApiError && staffing.error.status === 403) return null;
  const data = staffing.data;
  const demandLink = (
    <Anchor component={Link} to={`/location-demand?location_id=${locationId}`} size="sm">
      {t("setRules")}
    </Anchor>
  );

  const body = () => {
    if (staffing.isError)
      return <QueryError error={staffing.error} title={t("failed")} onRetry={() => staffing.refetch()} />;
    if (!data)
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t("loading")}
          </Text>
        </Group>
      );
    // Every role's chart has the same stretch of the day: the roles compare at a glance.
    const minutes = period.grain === "day" ? 15 : 60;
    const stretch = dayWindow(data.roles.map((role) => buckets(data.starts, role, timeZone, minutes)));
    if (data.roles.length === 0)
      return (
        <Text size="sm">
          {t("empty")} {demandLink}
        </Text>
      );
    return (
      <>
        <GapSummary data={data} grain={period.grain} />
        {!anyRequired(data.roles) && (
          <Text size="sm">
            {t("noRules")} {demandLink}
          </Text>
        )}
        <Collapse expanded={open} id={bodyId}>
          <Stack gap="md" pt="xs">
            {data.forecast === null && anyRequired(data.roles) && (
              <Text size="sm" c="dimmed">
                {t("noForecast")}
              </Text>
            )}
            <ChartLegend />
            <SimpleGrid cols={data.roles.length > 1 ? { base: 1, lg: 2 } : 1} spacing="lg">
              {data.roles.map((role) => (
                <RoleStaffing
                  key={role.area_role_id}
                  role={role}
                  starts={data.starts}
                  timeZone={timeZone}
                  grain={period.grain}
                  stretch={stretch}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Collapse>
      </>
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t("title")}
          </Title>
          {data && data.roles.length > 0 && (
            <Button
              size="xs"
              variant="light"
              onClick={toggle}
              aria-expanded={open}
              aria-controls={bodyId}
              leftSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            >
              {open ? t("hide") : t("show")}
            </Button>
          )}
        </Group>
        {body()}
      </Stack>
    </Paper>
  );
}

/** The period's person-hours under and over the requirement, all roles together: what the closed panel says. */
function GapSummary({ data, grain }: { data: StaffingPayload; grain: ShownPeriod["grain"] }) {
  const { t } = useTranslation("staffing");
  const count = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 });
  const totals = periodTotals(data.roles);
  if (!anyRequired(data.roles) && totals.over === 0) return null;
  return (
    <Stack gap={2}>
      {totals.under > 0 && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={18} color="var(--mantine-color-red-9)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={600} c="red.9">
            {t(grain === "week" ? "summary.weekUnder" : "summary.dayUnder", {
              count: totals.under,
              hours: count.format(totals.under),
            })}
          </Text>
        </Group>
      )}
      {totals.over > 0 && (
        <Text size="sm">
          {t(grain === "week" ? "summary.weekOver" : "summary.dayOver", {
            count: totals.over,
            hours: count.format(totals.over),
          })}
        </Text>
      )}
      {totals.under === 0 && totals.over === 0 && (
        <Text size="sm" c="teal.9">
          {t(grain === "week" ? "summary.weekMatched" : "summary.dayMatched")}
        </Text>
      )}
    </Stack>
  );
}

/** What the charts draw, once for them all (screen readers have the tables). */
function ChartLegend() {
  const { t } = useTranslation("staffing");
  const swatch = (style: CSSProperties) => <Box w={18} h={10} style={{ flexShrink: 0, ...style }} />;
  return (
    <Group gap="md" aria-hidden>
      <Group gap={6} wrap="nowrap">
        {swatch({ borderTop: "2px dashed var(--mantine-color-dark-7)", height: 0 })}
        <Text size="xs">{t("chart.required")}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        {swatch({
          background: "color-mix(in srgb, var(--mantine-color-brand-5) 25%, transparent)",
          borderTop: "2px solid var(--mantine-color-brand-5)",
        })}
        <Text size="xs">{t("chart.scheduled")}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        {swatch({ background: "color-mix(in srgb, var(--mantine-color-red-7) 75%, transparent)" })}
        <Text size="xs">{t("chart.short")}</Text>
      </Group>
    </Group>
  );
}
