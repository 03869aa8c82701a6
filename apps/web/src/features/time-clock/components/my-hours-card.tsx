import { formatAmount } from "@brigade/contract/money";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { currentLocale } from "../../../i18n";
import { useMyHours } from "../api/clock";

/** "My hours": this week's and last week's paid hours (and pay) of the signed-in team member. */
export function MyHoursCard() {
  const { t } = useTranslation("time");
  const hours = useMyHours();
  const number = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 });
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={3} size="h4" mb="sm">
        {t("myHours.title")}
      </Title>
      {hours.isError ? (
        <QueryError error={hours.error} onRetry={() => void hours.refetch()} title={t("myHours.failed")} />
      ) : !hours.data ? (
        <LoadingState label={t("myHours.loading")} />
      ) : (
        <SimpleGrid cols={2}>
          {hours.data.weeks.map((week, index) => (
            <Stack key={week.week} gap={2}>
              <Text fw={600}>{index === 0 ? t("myHours.thisWeek") : t("myHours.lastWeek")}</Text>
              <Text fz="xl" fw={700}>
                {t("myHours.paid", { hours: number.format(week.paid_hours) })}
              </Text>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t("myHours.scheduled", { hours: number.format(week.scheduled_hours) })}
                </Text>
                {week.overtime_hours > 0 && (
                  <Text size="sm" c="red.9">
                    {t("myHours.overtime", { hours: number.format(week.overtime_hours) })}
                  </Text>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t("myHours.pay", {
                  amount: formatAmount(week.cost, hours.data.currency, currentLocale()),
                })}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
