import type { WorkRules } from "@brigade/contract/work-rules";
import { Stack, Text } from "@mantine/core";
import { WORK_RULE_TEXTS, workRuleValue } from "./work-rule-texts";

const ORDER = Object.keys(WORK_RULE_TEXTS) as (keyof WorkRules)[];

/** The managers' read-only view: each rule, its value and what it does. */
export function WorkRulesSummary({ rules }: { rules: WorkRules }) {
  return (
    <Stack gap="md" component="dl" m={0}>
      {ORDER.map((key) => (
        <div key={key} data-rule={key}>
          <Text component="dt" fw={600}>
            {WORK_RULE_TEXTS[key].label}
          </Text>
          <Text component="dd" m={0} fz="lg" fw={700}>
            {workRuleValue(key, rules)}
          </Text>
          <Text component="dd" m={0} size="sm" c="dimmed">
            {WORK_RULE_TEXTS[key].explanation}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
