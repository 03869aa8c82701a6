import {
  LABOUR_DRIVERS,
  type LabourRule,
  MAX_LABOUR_STEPS,
  MAX_PREP_MINUTES,
  MAX_RULE_PEOPLE,
} from "@brigade/contract/labour-model";
import type { LocationItem } from "@brigade/contract/locations";
import {
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useUpdateLabourModel } from "../api/demand";
import {
  filledSteps,
  focusAfterRemoval,
  newStep,
  perText,
  type RuleMode,
  type RuleRow,
  type RuleValues,
  ruleBody,
  ruleErrors,
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
            form.setErrors(ruleErrors(error.errors, paths, values));
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
    if ((row.driver === "sales" || row.driver === "transactions") && row.mode === "steps") {
      const driver = row.driver;
      const steps = filledSteps(row.steps);
      if (steps.length === 0) return t("labourModel.summary.noSteps");
      const amount = (from: number) => perText(driver, from);
      const parts: string[] = steps.map(({ from, people }) =>
        t("labourModel.summary.step", { from: amount(from), count: people }),
      );
      const first = steps[0]?.from ?? 0;
      if (first > 0) parts.unshift(t("labourModel.summary.stepsBelow", { from: amount(first) }));
      return t(driver === "sales" ? "labourModel.summary.stepsSales" : "labourModel.summary.stepsTransactions", {
        steps: parts.join(t("labourModel.summary.stepSeparator")),
      });
    }
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
                  <Radio.Group
                    label={t("labourModel.mode")}
                    value={row.mode}
                    onChange={(value) => form.setFieldValue(`${path}.mode`, value as RuleMode)}
                  >
                    <Stack gap={6} mt={6}>
                      <Radio
                        value="per"
                        label={t("labourModel.modePer")}
                        aria-label={`${t("labourModel.modePer")} (${name})`}
                      />
                      <Radio
                        value="steps"
                        label={t("labourModel.modeSteps")}
                        aria-label={`${t("labourModel.modeSteps")} (${name})`}
                      />
                    </Stack>
                  </Radio.Group>
                )}
                {(row.driver === "sales" || row.driver === "transactions") && row.mode === "per" && (
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
              </SimpleGrid>
              {(row.driver === "sales" || row.driver === "transactions") && row.mode === "steps" && (
                <Box mt="sm">
                  <StepsEditor form={form} index={index} row={row} driver={row.driver} name={name} />
                </Box>
              )}
              {row.driver !== "" && (
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="sm">
                  {number("min")}
                  {number("max")}
                  {minutes("before_open_min")}
                  {minutes("after_close_min")}
                </SimpleGrid>
              )}
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

type StepsProps = {
  form: UseFormReturnType<Values>;
  index: number;
  row: RuleRow;
  driver: "sales" | "transactions";
  /** The role's name, for the fields' names. */
  name: string;
};

/**
 * A rule's steps, each "from so much an hour, so many people": added and removed by keyboard, focus following (the
 * new step's first field; after a removal, the step taking its place, else the one before, else "Add a step").
 */
function StepsEditor({ form, index, row, driver, name }: StepsProps) {
  const { t } = useTranslation("business");
  const baseId = useId();
  const path = `rules.${index}.steps`;
  const addRef = useRef<HTMLButtonElement>(null);
  /** The field to focus once the list has drawn again: a step's key, or null for "Add a step". */
  const pending = useRef<{ key: string | null } | null>(null);
  const fromId = (key: string) => `${baseId}-${key}-from`;

  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    const el = target.key === null ? addRef.current : document.getElementById(fromId(target.key));
    el?.focus();
  });

  const add = () => {
    const step = newStep(row.steps);
    pending.current = { key: step.key };
    form.insertListItem(path, step);
  };
  const remove = (at: number) => {
    const next = focusAfterRemoval(at, row.steps.length);
    const stays = next === null ? undefined : row.steps.filter((_, i) => i !== at)[next];
    pending.current = { key: stays?.key ?? null };
    form.removeListItem(path, at);
  };

  const fromLabel = t(driver === "sales" ? "labourModel.fromSales" : "labourModel.fromTransactions");
  const peopleLabel = t("labourModel.stepPeople");
  const full = row.steps.length >= MAX_LABOUR_STEPS;
  const listError = form.errors[path];

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t("labourModel.stepsHelp")}
      </Text>
      {row.steps.length === 0 && <Text size="sm">{t("labourModel.noSteps")}</Text>}
      {row.steps.length > 0 && (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
          {row.steps.map((step, at) => {
            const n = at + 1;
            const stepName = t("labourModel.stepN", { n });
            const field = (text: string) => `${t("labourModel.stepField", { field: text, n })} (${name})`;
            const rowError = form.errors[`${path}.${at}`];
            return (
              <Box component="li" key={step.key}>
                <Paper withBorder radius="sm" p="xs" role="group" aria-label={`${stepName} (${name})`}>
                  <Group justify="space-between" gap="xs" mb={4}>
                    <Text size="sm" fw={500}>
                      {stepName}
                    </Text>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={`${t("labourModel.removeStep", { n })} (${name})`}
                      onClick={() => remove(at)}
                    >
                      {t("labourModel.remove")}
                    </Button>
                  </Group>
                  {/* One column on a phone: each label on one line above its field. */}
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                    <NumberInput
                      id={fromId(step.key)}
                      label={fromLabel}
                      aria-label={field(fromLabel)}
                      min={0}
                      allowNegative={false}
                      decimalScale={driver === "sales" ? 2 : undefined}
                      allowDecimal={driver === "sales"}
                      clampBehavior="none"
                      inputMode={driver === "sales" ? "decimal" : "numeric"}
                      {...form.getInputProps(`${path}.${at}.from`)}
                    />
                    <NumberInput
                      label={peopleLabel}
                      aria-label={field(peopleLabel)}
                      min={0}
                      max={MAX_RULE_PEOPLE}
                      allowNegative={false}
                      allowDecimal={false}
                      clampBehavior="none"
                      inputMode="numeric"
                      {...form.getInputProps(`${path}.${at}.people`)}
                    />
                  </SimpleGrid>
                  {rowError && (
                    <Text size="sm" c="red" role="alert" mt={4}>
                      {rowError}
                    </Text>
                  )}
                </Paper>
              </Box>
            );
          })}
        </Stack>
      )}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group gap="sm">
        <Button
          ref={addRef}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={full}
          aria-label={`${t("labourModel.addStep")} (${name})`}
        >
          {t("labourModel.addStep")}
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            {t("labourModel.stepsLimit", { max: MAX_LABOUR_STEPS })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
