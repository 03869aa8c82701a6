import type { AutoFillAssignment } from "@brigade/contract/auto-fill";
import { Checkbox, List, Paper, Stack, Text, Title } from "@mantine/core";
import { assignmentKey, groupByDay, timeRange } from "../lib/preview";

type Props = {
  assignments: AutoFillAssignment[];
  timeZone: string;
  ticked: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (key: string, on: boolean) => void;
};

/** The proposed assignments by the location's local day; each one a checkbox with its reasons under it. */
export function ProposalList({ assignments, timeZone, ticked, disabled, onToggle }: Props) {
  return (
    <Stack gap="md">
      {groupByDay(assignments, timeZone).map((group) => (
        <section key={group.day} aria-labelledby={`auto-fill-day-${group.day}`}>
          <Title order={4} size="h6" mb={6} id={`auto-fill-day-${group.day}`}>
            {group.label}
          </Title>
          <Stack gap={6}>
            {group.items.map((a) => {
              const key = assignmentKey(a);
              const reasonsId = `auto-fill-reasons-${key.replaceAll(":", "-")}`;
              return (
                <Paper key={key} withBorder radius="sm" p="xs">
                  <Checkbox
                    checked={ticked.has(key)}
                    disabled={disabled}
                    onChange={(event) => onToggle(key, event.currentTarget.checked)}
                    aria-describedby={reasonsId}
                    styles={{ body: { alignItems: "flex-start" }, labelWrapper: { minWidth: 0 } }}
                    label={
                      <Text component="span" size="sm" style={{ overflowWrap: "anywhere" }}>
                        <Text component="span" fw={600} size="sm">
                          {a.employee_name}
                        </Text>
                        {` · ${a.area_role_name} · ${a.shift_name} · ${timeRange(a, timeZone)}`}
                      </Text>
                    }
                  />
                  <List id={reasonsId} size="xs" c="dimmed" ml={32} mt={4} style={{ overflowWrap: "anywhere" }}>
                    {a.reasons.map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List>
                </Paper>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
