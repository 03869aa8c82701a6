import { SWAP_RECENT_DAYS, type SwapItem } from "@brigade/contract/swaps";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useRef } from "react";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useDecideSwap } from "../api/swap-mutations";
import { useSwaps } from "../api/swaps";
import { isParty, swapPeople, swapWhen } from "../lib/swap-view";
import { SwapCard, SwapList } from "./swap-card";

type Props = { ownEmployeeId?: number };

/**
 * The managers' side: swaps accepted by a colleague that wait for approval (Approve or Deny, each confirmed),
 * and the recent ones. A decided card leaves the list, so focus moves to the heading.
 */
export function SwapsToApprove({ ownEmployeeId }: Props) {
  const swaps = useSwaps();
  const decide = useDecideSwap();
  const heading = useRef<HTMLHeadingElement>(null);

  if (swaps.isPending) return <LoadingState label="Loading the swaps" />;
  if (swaps.isError) return <QueryError error={swaps.error} onRetry={() => swaps.refetch()} />;
  const { awaiting_approval: awaiting, recent, needs_approval } = swaps.data;

  const confirm = (s: SwapItem, status: "Approved" | "Denied") =>
    confirmAction({
      title: status === "Approved" ? "Approve this swap?" : "Deny this swap?",
      message:
        status === "Approved"
          ? `${s.taker?.name ?? "The colleague"} takes ${s.shift.name}, ${swapWhen(s)}, from ${s.offerer.name}.`
          : `${s.offerer.name} keeps ${s.shift.name}, ${swapWhen(s)}.`,
      confirmLabel: status === "Approved" ? "Approve swap" : "Deny swap",
      danger: status === "Denied",
      onConfirm: () => decide.mutate({ id: s.id, status }, { onSuccess: () => heading.current?.focus() }),
    });

  const busy = (s: SwapItem, status: string) =>
    decide.isPending && decide.variables?.id === s.id && decide.variables.status === status;

  return (
    <Stack gap="md" maw={760}>
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        Swaps awaiting approval
      </Title>
      {!needs_approval && (
        <Alert color="gray" variant="light">
          Swaps need no approval in this business (work rules): a swap completes when a colleague accepts it.
        </Alert>
      )}
      {awaiting.length === 0 ? (
        <EmptyState title="No swaps to approve">Swaps accepted by a colleague will show here.</EmptyState>
      ) : (
        <SwapList label="Swaps awaiting approval">
          {awaiting.map((s) => (
            <SwapCard key={s.id} swap={s}>
              {isParty(s, ownEmployeeId) ? (
                <Text size="sm" c="dimmed">
                  You are part of this swap: another manager decides it.
                </Text>
              ) : (
                <Group gap="sm">
                  <Button
                    size="sm"
                    color="teal.9"
                    loading={busy(s, "Approved")}
                    onClick={() => confirm(s, "Approved")}
                    aria-label={`Approve swap: ${swapPeople(s)}, ${s.shift.name}, ${swapWhen(s)}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    color="red.9"
                    loading={busy(s, "Denied")}
                    onClick={() => confirm(s, "Denied")}
                    aria-label={`Deny swap: ${swapPeople(s)}, ${s.shift.name}, ${swapWhen(s)}`}
                  >
                    Deny
                  </Button>
                </Group>
              )}
            </SwapCard>
          ))}
        </SwapList>
      )}
      <Title order={3} size="h5">
        Recent swaps
      </Title>
      {recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          No swap was decided or cancelled in the last {SWAP_RECENT_DAYS} days.
        </Text>
      ) : (
        <SwapList label="Recent swaps">
          {recent.map((s) => (
            <SwapCard key={s.id} swap={s} />
          ))}
        </SwapList>
      )}
    </Stack>
  );
}
