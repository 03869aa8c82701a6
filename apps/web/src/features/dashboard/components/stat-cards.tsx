import type { StatsCounts } from "@brigade/contract/dashboard-stats";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { business } from "../../../i18n/locales/en/business";

type Texts = (typeof business)["statCards"];
/** A card's label and period, by their keys in the catalogue. */
type Card = { label: keyof Texts["labels"]; period: keyof Texts["periods"]; value: (s: StatsCounts) => number };

// The eleven cards of the spec (Manager dashboard), each with the contract's definition (Dashboard).
const CARDS: Card[] = [
  { label: "totalLocations", period: "registered", value: (s) => s.total_locations },
  { label: "totalActiveShifts", period: "thisWeek", value: (s) => s.active_Shifts },
  { label: "bonusShifts", period: "thisWeek", value: (s) => s.bonus_shifts_count },
  { label: "upcomingShifts", period: "thisWeek", value: (s) => s.progress_shift_counts },
  { label: "totalShifts", period: "thisMonth", value: (s) => s.current_month_shifts_count },
  { label: "leavesApplied", period: "thisWeek", value: (s) => s.leavesApplied },
  {
    label: "vacantShifts",
    period: "thisMonth",
    value: (s) => s.open_shifts_count_for_month + s.released_shifts_count_in_month,
  },
  {
    label: "vacantShifts",
    period: "thisWeek",
    value: (s) => s.open_shifts_count + s.released_and_rejected_in_week,
  },
  { label: "droppedShifts", period: "thisWeek", value: (s) => s.released_shifts },
  { label: "registeredUsers", period: "activeEmployees", value: (s) => s.registered_users },
  { label: "newEmployeeRequests", period: "awaitingApproval", value: (s) => s.wait_for_approval },
];

/** One card per statistic; each is a labelled group so a screen reader reads label, period and number together. */
export function StatCards({ stats }: { stats: StatsCounts }) {
  const { t } = useTranslation("business");
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {CARDS.map((card) => {
        const label = t(`statCards.labels.${card.label}`);
        const period = t(`statCards.periods.${card.period}`);
        const name = t("statCards.name", { label, period });
        return (
          <Paper key={`${card.label}-${card.period}`} component="li" withBorder radius="md" p="md" aria-label={name}>
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {period}
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
