import { LABOUR_DRIVERS, type LabourRule, MAX_PREP_MINUTES, MAX_RULE_PEOPLE } from "@brigade/contract/labour-model";
import type { LocationItem } from "@brigade/contract/locations";
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useUpdateLabourModel } from "../api/demand";
import {
  type RuleRow,
  type RuleValues,
  rowErrors,
  ruleBody,
  ruleRows,
  targetBody,
  targetText,
} from "../lib/demand-rows";

const NO_RULE = "none";
type Field =
  | "driverLabel"
  | "perSales"
  | "perTransactions"
  | "count"
  | "min"
  | "max"
  | "before_open_min"
  | "after_close_min";

type Values = RuleValues & { labour_target_percent: string };
type Props = { location: LocationItem; rules: LabourRule[]; target: string | null };

/**
 * One row per role of the location's work areas, and the location's labour target; Save sends the rows with a rule
 * (replacing the model) and the target (empty: none) in one request.
 */
export function LabourModelForm({ location, rules, target }: Props) {
  const { t } = useTranslation("business");
  const update = useUpdateLabourModel(location.id);
  const form = useForm<Values>({
    initialValues: { ...ruleRows(location, rules), labour_target_percent: targetText(target) },
  });

  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    const { body, paths } = ruleBody(values);
    form.clearErrors();
    update.mutate(
      { ...body, labour_target_percent: targetBody(values.labour_target_percent) },
      {
        onSuccess: ({ payload }) => {
          const next = {
            ...ruleRows(location, payload.rules),
            labour_target_percent: targetText(payload.labour_target_percent),
          };
          form.setValues(next);
          form.resetDirty(next);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422)
            form.setErrors(rowErrors(error.errors, "rules", paths));
        },
      },
    );
  });

  const drivers = [
    ...LABOUR_DRIVERS.map((driver) => ({ value: driver, label: t(`labourModel.driver.${driver}`) })),
    { value: NO_RULE, label: t("labourModel.driver.none") },
  ];

  const summary = (row: RuleRow): string => {
    if (row.driver === "fixed") return t("labourModel.summary.fixed", { count: Number(row.count) || 0 });
    if (row.driver === "sales") return t("labourModel.summary.sales", { per: row.per.trim() || "…" });
    if (row.driver === "transactions") return t("labourModel.summary.transactions", { per: row.per.trim() || "…" });
    return t("labourModel.summary.none");
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("labourModel.target")}
          description={t("labourModel.targetHelp")}
          inputMode="decimal"
          rightSection={<span aria-hidden>%</span>}
          maw={320}
          {...form.getInputProps("labour_target_percent")}
        />
        {form.values.rules.map((row, index) => {
          const path = `rules.${index}`;
          const name = t("labourModel.roleIn", { role: row.role, area: row.area });
          const label = (field: Field) => t(`labourModel.${field}`);
          const aria = (field: Field) => `${label(field)} (${name})`;
          const number = (field: "min" | "max" | "count", max = MAX_RULE_PEOPLE) => (
            <NumberInput
              label={label(field)}
              aria-label={aria(field)}
              description={t(`labourModel.${field}Help`)}
              min={field === "count" ? 1 : 0}
              max={max}
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps(`${path}.${field}`)}
            />
          );
          const minutes = (field: "before_open_min" | "after_close_min") => (
            <NumberInput
              label={label(field)}
              aria-label={aria(field)}
              description={t(`labourModel.${field}Help`)}
              min={0}
              max={MAX_PREP_MINUTES}
              step={15}
              allowDecimal={false}
              clampBehavior="none"
              suffix={` ${t("labourModel.minutesSuffix")}`}
              {...form.getInputProps(`${path}.${field}`)}
            />
          );
          return (
            <Paper
              key={row.area_role_id}
              withBorder
              radius="md"
              p="sm"
              role="group"
              aria-labelledby={`rule-${row.area_role_id}`}
            >
              <Title order={3} size="h5" id={`rule-${row.area_role_id}`}>
                {name}
              </Title>
              <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
                {summary(row)}
                {row.steps?.length ? ` ${t("labourModel.hasSteps")}` : ""}
              </Text>
              {form.errors[path] && (
                <Text size="sm" c="red" role="alert" mb="xs">
                  {form.errors[path]}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                <Select
                  label={label("driverLabel")}
                  aria-label={aria("driverLabel")}
                  description={t("labourModel.driverHelp")}
                  data={drivers}
                  allowDeselect={false}
                  value={row.driver === "" ? NO_RULE : row.driver}
                  error={form.errors[`${path}.driver`]}
                  onChange={(value) =>
                    form.setFieldValue(`${path}.driver`, value === NO_RULE || value === null ? "" : value)
                  }
                />
                {(row.driver === "sales" || row.driver === "transactions") && (
                  <TextInput
                    label={label(row.driver === "sales" ? "perSales" : "perTransactions")}
                    aria-label={aria(row.driver === "sales" ? "perSales" : "perTransactions")}
                    description={t(
                      row.driver === "sales" ? "labourModel.perSalesHelp" : "labourModel.perTransactionsHelp",
                    )}
                    inputMode="decimal"
                    {...form.getInputProps(`${path}.per`)}
                  />
                )}
                {row.driver === "fixed" && number("count")}
                {row.driver !== "" && number("min")}
                {row.driver !== "" && number("max")}
                {row.driver !== "" && minutes("before_open_min")}
                {row.driver !== "" && minutes("after_close_min")}
              </SimpleGrid>
            </Paper>
          );
        })}
        {form.errors.rules && (
          <Text size="sm" c="red" role="alert">
            {form.errors.rules}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t("labourModel.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
