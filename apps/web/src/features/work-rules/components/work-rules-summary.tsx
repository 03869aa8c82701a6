import type { WorkRules } from "@brigade/contract/work-rules";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { WORK_RULE_KEYS, workRuleValue } from "./work-rule-texts";

/** The managers' read-only view: each rule, its value and what it does. */
export function WorkRulesSummary({ rules }: { rules: WorkRules }) {
  const { t } = useTranslation("business");
  return (
    <Stack gap="md" component="dl" m={0}>
      {WORK_RULE_KEYS.map((key) => (
        <div key={key} data-rule={key}>
          <Text component="dt" fw={600}>
            {t(`workRules.${key}.label`)}
          </Text>
          <Text component="dd" m={0} fz="lg" fw={700}>
            {workRuleValue(key, rules, t)}
          </Text>
          <Text component="dd" m={0} size="sm" c="dimmed">
            {t(`workRules.${key}.explanation`)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
