import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import type { LabourPercentPayload } from "@brigade/contract/labour-percent";
import { Anchor, Button, Collapse, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Temporal } from "temporal-polyfill";
import { QueryError } from "../../../components/query-error";
import { currentLocale } from "../../../i18n";
import { ApiError } from "../../../lib/api-client";
import { formatApiDay } from "../../../lib/formats";
import { useLabourPercent } from "../api/labour-percent";
import {
  actualLine,
  againstTarget,
  dayCell,
  percentText,
  scheduledLine,
  splitWeeks,
  standingColour,
  standingText,
  targetLine,
} from "../lib/labour-percent-figures";

type Props = {
  locationId: number;
  /** The week's Monday. */
  monday: Temporal.PlainDate;
  /** "week": the calendar's, the week's figures with each day's; "dashboard": this week and the last, in short. */
  variant: "week" | "dashboard";
  /** Those who always see money get the loading state; the others see nothing until the read answers. */
  seesMoney: boolean;
};

/**
 * Labour cost as a share of sales against the location's target (demand.md, "Labour against sales"): scheduled over
 * forecast sales and, for days gone by, actual over sales; in words beside the colour. One read; a 403 (money not
 * shown to this user) shows nothing, as the labour cost panel.
 */
export function LabourPercentPanel({ locationId, monday, variant, seesMoney }: Props) {
  const { t } = useTranslation("time");
  const titleId = useId();
  // The dashboard reads last week too, in the same request.
  const first = variant === "dashboard" ? monday.subtract({ days: 7 }) : monday;
  const from = formatDayMonthYear(first);
  const to = formatDayMonthYear(monday.add({ days: 6 }));
  const read = useLabourPercent(locationId, from, to);
  if (read.error instanceof ApiError && read.error.status === 403) return null;
  if (read.isPending && !seesMoney) return null;

  const body = () => {
    if (read.isError)
      return <QueryError error={read.error} title={t("labourPercent.failed")} onRetry={() => read.refetch()} />;
    if (!read.data)
      return (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            {t("labourPercent.loading")}
          </Text>
        </Group>
      );
    return variant === "dashboard" ? (
      <DashboardFigures data={read.data} monday={monday} locationId={locationId} />
    ) : (
      <WeekFigures data={read.data} locationId={locationId} />
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t("labourPercent.title")}
        </Title>
        {body()}
      </Stack>
    </Paper>
  );
}

/** A sentence about a percentage, coloured by where it stands (the words say it too). */
function Line({ text, percent, target }: { text: string; percent: string | null; target: string | null }) {
  const colour = standingColour(againstTarget(percent, target));
  return (
    <Text size="sm" c={colour} fw={colour ? 600 : undefined}>
      {text}
    </Text>
  );
}

function TargetLine({ target, locationId }: { target: string | null; locationId: number }) {
  const { t } = useTranslation("time");
  return (
    <Text size="sm" c="dimmed">
      {targetLine(target, currentLocale())}{" "}
      {target === null && (
        <Anchor component={Link} to={`/location-demand?location_id=${locationId}`} size="sm" underline="always">
          {t("labourPercent.setTarget")}
        </Anchor>
      )}
    </Text>
  );
}

function DashboardFigures(props: { data: LabourPercentPayload; monday: Temporal.PlainDate; locationId: number }) {
  const { data, monday, locationId } = props;
  const locale = currentLocale();
  const target = data.target_percent;
  const { thisWeek, lastWeek } = splitWeeks(data, monday);
  const last = actualLine(lastWeek, target, locale, true);
  return (
    <Stack gap={4}>
      <Line
        text={scheduledLine(thisWeek, target, locale, true)}
        percent={thisWeek.forecast_sales === null ? null : thisWeek.scheduled_percent}
        target={target}
      />
      {last && lastWeek.actual_sales !== null && <Line text={last} percent={lastWeek.actual_percent} target={target} />}
      <TargetLine target={target} locationId={locationId} />
    </Stack>
  );
}

function WeekFigures({ data, locationId }: { data: LabourPercentPayload; locationId: number }) {
  const { t } = useTranslation("time");
  const locale = currentLocale();
  const tableId = useId();
  const [open, { toggle }] = useDisclosure(false);
  const target = data.target_percent;
  const actual = actualLine(data.total, target, locale);
  const anyFigure = data.days.some((d) => d.scheduled_percent !== null || d.actual_percent !== null);
  return (
    <Stack gap={4}>
      <Line
        text={scheduledLine(data.total, target, locale)}
        percent={data.total.forecast_sales === null ? null : data.total.scheduled_percent}
        target={target}
      />
      {actual && <Line text={actual} percent={data.total.actual_percent} target={target} />}
      <TargetLine target={target} locationId={locationId} />
      {anyFigure && (
        <>
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={toggle}
              aria-expanded={open}
              aria-controls={tableId}
              leftSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            >
              {open ? t("labourPercent.hideDays") : t("labourPercent.showDays")}
            </Button>
          </Group>
          <Collapse expanded={open} id={tableId}>
            <DaysTable data={data} />
          </Collapse>
        </>
      )}
    </Stack>
  );
}

function DaysTable({ data }: { data: LabourPercentPayload }) {
  const { t } = useTranslation("time");
  const locale = currentLocale();
  const weekday = (day: string) => parseDayMonthYear(day)?.toLocaleString(locale, { weekday: "short" }) ?? "";
  const cell = (day: LabourPercentPayload["days"][number], which: "scheduled" | "actual") => {
    const figure = dayCell(day, which, data.target_percent);
    if ("note" in figure)
      return (
        <Text size="sm" c="dimmed">
          {figure.note}
        </Text>
      );
    const colour = standingColour(figure.standing);
    return (
      <>
        <Text size="sm" fw={600} c={colour}>
          {percentText(figure.percent, locale)}
        </Text>
        {figure.standing && (
          <Text size="xs" c={colour}>
            {standingText(figure.standing, locale)}
          </Text>
        )}
      </>
    );
  };
  return (
    <Table mt="xs" verticalSpacing={4} horizontalSpacing="xs" layout="fixed">
      <caption style={{ captionSide: "top", textAlign: "start" }}>
        <Text size="sm" fw={600} span>
          {t("labourPercent.tableCaption")}
        </Text>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("labourPercent.day")}</Table.Th>
          <Table.Th scope="col">{t("labourPercent.scheduledColumn")}</Table.Th>
          <Table.Th scope="col">{t("labourPercent.actualColumn")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.days.map((d) => (
          <Table.Tr key={d.day}>
            <Table.Th scope="row" fw={400}>
              <Text size="sm" span style={{ whiteSpace: "nowrap" }}>
                {weekday(d.day)}
              </Text>{" "}
              <Text size="sm" span style={{ whiteSpace: "nowrap" }}>
                {formatApiDay(d.day)}
              </Text>
            </Table.Th>
            <Table.Td>{cell(d, "scheduled")}</Table.Td>
            <Table.Td>{cell(d, "actual")}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
