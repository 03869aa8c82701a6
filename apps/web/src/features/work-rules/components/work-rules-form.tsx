import {
  GEOFENCE_MODES,
  HOURS_STEP,
  WORK_RULE_LIMITS,
  type WorkRules,
  workRulesFull,
} from "@brigade/contract/work-rules";
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useUpdateWorkRules } from "../api/update-work-rules";

/** A number field is "" while empty: the contract then says the rule is required. */
type Values = {
  [K in keyof WorkRules]: WorkRules[K] extends number ? number | string : WorkRules[K];
};

const checkRules = contractResolver(workRulesFull);
/** The rules in whole minutes or hours of the time clock. */
const WHOLE = [
  "early_clock_in_minutes",
  "late_grace_minutes",
  "no_show_minutes",
  "auto_close_hours",
  "paid_break_minutes",
] as const;
const emptyAsMissing = (value: number | string) => (value === "" ? undefined : value);

/** The owner's form: every rule at once (the PUT replaces them all). */
export function WorkRulesForm({ rules }: { rules: WorkRules }) {
  const { t } = useTranslation("business");
  const update = useUpdateWorkRules();
  const form = useForm<Values>({
    initialValues: rules,
    validate: (values) =>
      checkRules({
        ...values,
        max_week_hours: emptyAsMissing(values.max_week_hours),
        confirm_week_hours: emptyAsMissing(values.confirm_week_hours),
        min_rest_hours: emptyAsMissing(values.min_rest_hours),
        max_shifts_per_day: emptyAsMissing(values.max_shifts_per_day),
        overtime_week_hours: emptyAsMissing(values.overtime_week_hours),
        ...Object.fromEntries(WHOLE.map((key) => [key, emptyAsMissing(values[key])])),
      }),
  });

  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    const body = workRulesFull.parse(values);
    update.mutate(body, {
      onSuccess: ({ payload }) => {
        form.setValues(payload);
        form.resetDirty(payload);
      },
      onError: (error) => applyServerErrors(form, error),
    });
  });

  const hours = (key: "max_week_hours" | "confirm_week_hours" | "min_rest_hours" | "overtime_week_hours") => (
    <NumberInput
      label={t(`workRules.${key}.label`)}
      description={t(`workRules.${key}.explanation`)}
      required
      min={WORK_RULE_LIMITS[key].min}
      max={WORK_RULE_LIMITS[key].max}
      step={HOURS_STEP}
      decimalScale={2}
      clampBehavior="none"
      {...form.getInputProps(key)}
    />
  );
  const whole = (key: (typeof WHOLE)[number]) => (
    <NumberInput
      key={key}
      label={t(`workRules.${key}.label`)}
      description={t(`workRules.${key}.explanation`)}
      required
      min={WORK_RULE_LIMITS[key].min}
      max={WORK_RULE_LIMITS[key].max}
      allowDecimal={false}
      clampBehavior="none"
      {...form.getInputProps(key)}
    />
  );
  const flag = (key: "draft_weeks" | "swaps_need_approval" | "allow_unscheduled_punches" | "managers_see_wages") => (
    <Switch
      label={t(`workRules.${key}.label`)}
      description={t(`workRules.${key}.explanation`)}
      {...form.getInputProps(key, { type: "checkbox" })}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {hours("max_week_hours")}
          {hours("confirm_week_hours")}
          {hours("min_rest_hours")}
          <NumberInput
            label={t("workRules.max_shifts_per_day.label")}
            description={t("workRules.max_shifts_per_day.explanation")}
            required
            min={WORK_RULE_LIMITS.max_shifts_per_day.min}
            max={WORK_RULE_LIMITS.max_shifts_per_day.max}
            allowDecimal={false}
            clampBehavior="none"
            {...form.getInputProps("max_shifts_per_day")}
          />
        </SimpleGrid>
        {flag("draft_weeks")}
        {flag("swaps_need_approval")}
        <Title order={2} size="h4">
          {t("workRulesForm.timeAndPay")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {hours("overtime_week_hours")}
          <TextInput
            label={t("workRules.overtime_multiplier.label")}
            description={t("workRules.overtime_multiplier.explanation")}
            required
            inputMode="decimal"
            {...form.getInputProps("overtime_multiplier")}
          />
          {WHOLE.map(whole)}
        </SimpleGrid>
        <Select
          label={t("workRules.geofence_mode.label")}
          description={t("workRules.geofence_mode.explanation")}
          data={GEOFENCE_MODES.map((mode) => ({ value: mode, label: t(`workRuleValue.geofence.${mode}`) }))}
          allowDeselect={false}
          maw={320}
          {...form.getInputProps("geofence_mode")}
        />
        {flag("allow_unscheduled_punches")}
        {flag("managers_see_wages")}
        <Group>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t("workRulesForm.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
