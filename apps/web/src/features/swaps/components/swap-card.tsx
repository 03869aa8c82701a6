import type { SwapItem } from "@brigade/contract/swaps";
import { Badge, Box, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SWAP_STATUS_COLORS, SWAP_STATUS_KEYS, swapPeople, swapWhen } from "../lib/swap-view";

type Props = { swap: SwapItem; ownEmployeeId?: number; children?: ReactNode };

/** One swap as a phone shows it: the shift (on its location's clock), where, who offers it to whom, its status. */
export function SwapCard({ swap, ownEmployeeId, children }: Props) {
  const { t } = useTranslation("member");
  const status = SWAP_STATUS_KEYS[swap.status];
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: `6px solid ${swap.shift.label_color}` }}
      aria-label={`${swap.shift.name}, ${swapWhen(swap)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: "anywhere" }}>
              {swap.shift.name} · {swap.area_role.name}
            </Text>
          </Box>
          <Badge
            color={SWAP_STATUS_COLORS[swap.status]}
            variant="filled"
            tt="none"
            radius="sm"
            style={{ flexShrink: 0 }}
          >
            {t(`swapStatus.${status}`)}
          </Badge>
        </Group>
        <Text size="sm">{swapWhen(swap)}</Text>
        <Text size="sm" c="dimmed">
          {swap.location.name}
        </Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {swapPeople(swap, ownEmployeeId)}
        </Text>
        {swap.decided_by && (
          <Text size="xs" c="dimmed">
            {t(`swapCard.decidedBy.${status}`, { name: swap.decided_by.name })}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

/** A list of swap cards, read by assistive technology as a list. */
export function SwapList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {children}
    </Stack>
  );
}
