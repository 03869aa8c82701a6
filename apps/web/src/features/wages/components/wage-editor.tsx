import { formatDayMonthYear } from "@brigade/contract/dates";
import type { EmployeeItem } from "@brigade/contract/employees";
import { formatAmount } from "@brigade/contract/money";
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Temporal } from "temporal-polyfill";
import { DayInput } from "../../../components/day-input";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { currentLocale } from "../../../i18n";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors } from "../../../lib/form-errors";
import { formatApiDay } from "../../../lib/formats";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useSaveWage, useWages } from "../api/wages";

type Values = { hourly_rate: string; effective_from: string; roles: Record<string, string> };

/** A team member's wage: its versions (newest first) and a new one from a day; a later day never rewrites the past. */
export function WageEditor({ member }: { member: EmployeeItem }) {
  const { t } = useTranslation("time");
  const wages = useWages(member.id);
  const save = useSaveWage(member.id);
  const form = useForm<Values>({
    initialValues: { hourly_rate: "", effective_from: Temporal.Now.plainDateISO().toString(), roles: {} },
  });
  const submit = form.onSubmit((values) => {
    const day = values.effective_from ? Temporal.PlainDate.from(values.effective_from) : null;
    const body = {
      hourly_rate: values.hourly_rate.trim(),
      effective_from: day ? formatDayMonthYear(day) : "",
      role_rates: Object.entries(values.roles)
        .filter(([, rate]) => rate.trim() !== "")
        .map(([id, rate]) => ({ area_role_id: Number(id), hourly_rate: rate.trim() })),
    };
    save.mutate(body, {
      onSuccess: ({ message }) => {
        if (message) notifySuccess(message);
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error);
        else notifyError(error);
      },
    });
  });
  if (wages.isError)
    return <QueryError error={wages.error} onRetry={() => void wages.refetch()} title={t("wages.failed")} />;
  if (!wages.data) return <LoadingState label={t("wages.loading")} />;
  const currency = wages.data.currency;
  const money = (amount: string) => formatAmount(amount, currency, currentLocale());
  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t("wages.newVersion")}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("wages.rate", { currency })}
                inputMode="decimal"
                required
                {...form.getInputProps("hourly_rate")}
              />
              <DayInput label={t("wages.from")} required {...form.getInputProps("effective_from")} />
            </SimpleGrid>
            {member.area_roles.length > 0 && (
              <>
                <Text size="sm" c="dimmed">
                  {t("wages.roleRatesIntro")}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {member.area_roles.map((role) => (
                    <TextInput
                      key={role.id}
                      label={t("wages.roleRate", { role: role.name, location: role.area.location.name })}
                      inputMode="decimal"
                      {...form.getInputProps(`roles.${role.id}`)}
                      value={form.values.roles[role.id] ?? ""}
                    />
                  ))}
                </SimpleGrid>
              </>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t("wages.save")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
      <div>
        <Title order={3} size="h5" mb="xs">
          {t("wages.versions")}
        </Title>
        {wages.data.versions.length === 0 ? (
          <EmptyState title={t("wages.none")}>{t("wages.noneText")}</EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={300}>
            <Table aria-label={t("wages.versions")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("wages.fromColumn")}</Table.Th>
                  <Table.Th scope="col">{t("wages.rateColumn")}</Table.Th>
                  <Table.Th scope="col">{t("wages.roleRatesColumn")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {wages.data.versions.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Td>{formatApiDay(v.effective_from)}</Table.Td>
                    <Table.Td>{money(v.hourly_rate)}</Table.Td>
                    <Table.Td>
                      {v.role_rates.map((r) => `${r.area_role_name}: ${money(r.hourly_rate)}`).join(", ") || "—"}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </div>
    </Stack>
  );
}
