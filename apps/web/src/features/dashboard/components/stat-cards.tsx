import type { StatsCounts } from "@brigade/contract/dashboard-stats";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { business } from "../../../i18n/locales/en/business";

type Texts = (typeof business)["statCards"];
type Unit = "locations" | "shifts" | "leaveRequests" | "openPositions" | "releasedPositions" | "people" | "requests";
/** A card's label, period and unit (what its number counts: shifts, or positions of shifts), by catalogue keys. */
type Card = {
  label: keyof Texts["labels"];
  period: keyof Texts["periods"];
  unit: Unit;
  value: (s: StatsCounts) => number;
};
type CardSet = { heading: keyof Texts["groups"]; cards: Card[]; periodShown: boolean };

// The eleven cards of the spec (Manager dashboard), each with the contract's definition (Dashboard), grouped by
// the period they count so a week's cards read together; each number says what it counts (issue 36: "Total
// Shifts 30" beside "Vacant Shifts 123" compared shifts with positions, unsaid).
const GROUPS: CardSet[] = [
  {
    heading: "thisWeek",
    periodShown: false,
    cards: [
      { label: "totalActiveShifts", period: "thisWeek", unit: "shifts", value: (s) => s.active_Shifts },
      { label: "upcomingShifts", period: "thisWeek", unit: "shifts", value: (s) => s.progress_shift_counts },
      { label: "bonusShifts", period: "thisWeek", unit: "shifts", value: (s) => s.bonus_shifts_count },
      {
        label: "vacantShifts",
        period: "thisWeek",
        unit: "openPositions",
        value: (s) => s.open_shifts_count + s.released_and_rejected_in_week,
      },
      { label: "droppedShifts", period: "thisWeek", unit: "releasedPositions", value: (s) => s.released_shifts },
      { label: "leavesApplied", period: "thisWeek", unit: "leaveRequests", value: (s) => s.leavesApplied },
    ],
  },
  {
    heading: "thisMonth",
    periodShown: false,
    cards: [
      { label: "totalShifts", period: "thisMonth", unit: "shifts", value: (s) => s.current_month_shifts_count },
      {
        label: "vacantShifts",
        period: "thisMonth",
        unit: "openPositions",
        value: (s) => s.open_shifts_count_for_month + s.released_shifts_count_in_month,
      },
    ],
  },
  {
    heading: "business",
    periodShown: true,
    cards: [
      { label: "totalLocations", period: "registered", unit: "locations", value: (s) => s.total_locations },
      { label: "registeredUsers", period: "activeEmployees", unit: "people", value: (s) => s.registered_users },
      { label: "newEmployeeRequests", period: "awaitingApproval", unit: "requests", value: (s) => s.wait_for_approval },
    ],
  },
];

/** The cards of one period under its heading; each card a labelled item, so label, period and number read together. */
function CardGroup({ group, stats, cols }: { group: CardSet; stats: StatsCounts; cols: Record<string, number> }) {
  const { t } = useTranslation("business");
  const headingId = useId();
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Title order={3} size="h6" c="dimmed" tt="uppercase" id={headingId}>
        {t(`statCards.groups.${group.heading}`)}
      </Title>
      <SimpleGrid cols={cols} spacing="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {group.cards.map((card) => {
          const label = t(`statCards.labels.${card.label}`);
          const period = t(`statCards.periods.${card.period}`);
          const value = card.value(stats);
          return (
            <Paper
              key={`${card.label}-${card.period}`}
              component="li"
              withBorder
              radius="md"
              px="sm"
              py="xs"
              aria-label={t("statCards.name", { label, period })}
            >
              <Text size="sm" fw={600} lh={1.25}>
                {label}
              </Text>
              {group.periodShown && (
                <Text size="xs" c="dimmed">
                  {period}
                </Text>
              )}
              <Group gap={6} align="baseline" wrap="nowrap">
                <Text fz={26} fw={700} data-testid="stat-value">
                  {value}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`statCards.units.${card.unit}`, { count: value })}
                </Text>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The spec's statistic cards: this week's in one row on a wide screen, then this month's and the business's. */
export function StatCards({ stats }: { stats: StatsCounts }) {
  const [week, month, business] = GROUPS as [CardSet, CardSet, CardSet];
  return (
    <Stack gap="sm">
      <CardGroup group={week} stats={stats} cols={{ base: 2, sm: 3, xl: 6 }} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <CardGroup group={month} stats={stats} cols={{ base: 2 }} />
        <CardGroup group={business} stats={stats} cols={{ base: 2, sm: 3 }} />
      </SimpleGrid>
    </Stack>
  );
}
