import type { BuildShiftsPayload } from "@brigade/contract/build-shifts";
import { Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../i18n";
import { moneyText, percentFigure } from "../lib/build-shifts-preview";

/**
 * The proposal's labour cost, its share of the period's forecast sales, and which positions are not priced (no one
 * holds their role). Only for those who see money: the server leaves cost null for the others, and nothing shows.
 */
export function BuildCost({ cost }: { cost: NonNullable<BuildShiftsPayload["cost"]> }) {
  const { t } = useTranslation("buildShifts");
  const locale = currentLocale();
  const percent = percentFigure(cost.labour_percent, locale);
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={t("preview.costTitle")}>
      <Text size="sm" fw={600}>
        {t("preview.cost", { cost: moneyText(cost.cost, cost.currency, locale) })}
      </Text>
      <Text size="sm">
        {percent !== null && cost.forecast_sales !== null
          ? t("preview.percent", { percent, sales: moneyText(cost.forecast_sales, cost.currency, locale) })
          : t("preview.noForecast")}
      </Text>
      {cost.unpriced_positions > 0 && (
        <Text size="sm" c="dimmed">
          {t("preview.unpriced", { count: cost.unpriced_positions })}
        </Text>
      )}
    </Paper>
  );
}
