import type { StatsCounts } from "@brigade/contract/dashboard-stats";
import { Paper, SimpleGrid, Text } from "@mantine/core";

type Card = { label: string; period: string; value: (s: StatsCounts) => number };

// The eleven cards of the spec (Manager dashboard), each with the contract's definition (Dashboard).
const CARDS: Card[] = [
  { label: "Total Locations", period: "registered", value: (s) => s.total_locations },
  { label: "Total Active Shifts", period: "this week", value: (s) => s.active_Shifts },
  { label: "Bonus Shifts", period: "this week", value: (s) => s.bonus_shifts_count },
  { label: "Upcoming Shifts", period: "this week", value: (s) => s.progress_shift_counts },
  { label: "Total Shifts", period: "this month", value: (s) => s.current_month_shifts_count },
  { label: "Leaves Applied", period: "this week", value: (s) => s.leavesApplied },
  {
    label: "Vacant Shifts",
    period: "this month",
    value: (s) => s.open_shifts_count_for_month + s.released_shifts_count_in_month,
  },
  {
    label: "Vacant Shifts",
    period: "this week",
    value: (s) => s.open_shifts_count + s.released_and_rejected_in_week,
  },
  { label: "Dropped Shifts", period: "this week", value: (s) => s.released_shifts },
  { label: "Registered Users", period: "active employees", value: (s) => s.registered_users },
  { label: "New Employee Requests", period: "awaiting approval", value: (s) => s.wait_for_approval },
];

/** One card per statistic; each is a labelled group so a screen reader reads label, period and number together. */
export function StatCards({ stats }: { stats: StatsCounts }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {CARDS.map((card) => {
        const name = `${card.label} (${card.period})`;
        return (
          <Paper key={name} component="li" withBorder radius="md" p="md" aria-label={name}>
            <Text size="sm" fw={600}>
              {card.label}
            </Text>
            <Text size="xs" c="dimmed">
              {card.period}
            </Text>
            <Text fz={28} fw={700} mt={4} data-testid="stat-value">
              {card.value(stats)}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
