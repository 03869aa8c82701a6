import type { AutoFillUnfilled } from "@brigade/contract/auto-fill";
import { Badge, Group, List, Paper, Stack, Text } from "@mantine/core";
import { dayAndTime, openText } from "../lib/preview";

/** The positions the proposal leaves open, each with why (who was kept out, by which rule). */
export function UnfilledList({ unfilled, timeZone }: { unfilled: AutoFillUnfilled[]; timeZone: string }) {
  return (
    <Stack gap={6}>
      {unfilled.map((u) => (
        <Paper key={`${u.slot_id}:${u.area_role_id}`} withBorder radius="sm" p="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
            <Text size="sm" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
              <Text component="span" fw={600} size="sm">
                {u.area_role_name}
              </Text>
              {` · ${u.shift_name} · ${dayAndTime(u, timeZone)}`}
            </Text>
            <Badge size="sm" tt="none" radius="sm" variant="outline" color="#8a4b00" style={{ flexShrink: 0 }}>
              {openText(u)}
            </Badge>
          </Group>
          <List size="xs" c="dimmed" mt={4} style={{ overflowWrap: "anywhere" }}>
            {u.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
