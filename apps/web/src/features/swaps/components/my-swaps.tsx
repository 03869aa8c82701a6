import { isOpenSwap, type SwapItem } from "@brigade/contract/swaps";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useRef } from "react";
import { confirmAction } from "../../../components/confirm";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { useAcceptSwap, useCancelSwap } from "../api/swap-mutations";
import { useSwaps } from "../api/swaps";
import { canAccept, swapWhen } from "../lib/swap-view";
import { SwapCard, SwapList } from "./swap-card";

type Props = { ownEmployeeId?: number };

/**
 * The member's swaps: those offered to them and open to them (Accept), and their own offers (Cancel). After an
 * action the card changes or goes, so focus moves to the list's heading rather than being dropped.
 */
export function MySwaps({ ownEmployeeId }: Props) {
  const swaps = useSwaps();
  const accept = useAcceptSwap();
  const cancel = useCancelSwap();
  const heading = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  const refocus = () => heading.current?.focus();

  if (swaps.isPending) return <LoadingState label="Loading your swaps" />;
  if (swaps.isError)
    return <QueryError error={swaps.error} onRetry={() => swaps.refetch()} title="Could not load your swaps" />;
  const { offered_to_me: toMe, open_to_me: open, offered_by_me: byMe, needs_approval } = swaps.data;

  const confirmAccept = (s: SwapItem) =>
    confirmAction({
      title: "Take this shift?",
      message: `${s.shift.name} · ${s.area_role.name}, ${swapWhen(s)} at ${s.location.name}.${
        needs_approval ? " A manager approves the swap before the shift is yours." : " The shift is yours at once."
      }`,
      confirmLabel: "Take shift",
      danger: false,
      onConfirm: () => accept.mutate(s.id, { onSuccess: refocus }),
    });
  const confirmCancel = (s: SwapItem) =>
    confirmAction({
      title: "Cancel this swap?",
      message: `Your offer of ${s.shift.name}, ${swapWhen(s)}, is withdrawn; the shift stays yours.`,
      confirmLabel: "Cancel swap",
      onConfirm: () => cancel.mutate(s.id, { onSuccess: refocus }),
    });

  const acceptButton = (s: SwapItem) =>
    canAccept(s, ownEmployeeId, now) && (
      <Button
        size="xs"
        onClick={() => confirmAccept(s)}
        loading={accept.isPending && accept.variables === s.id}
        aria-label={`Accept swap: ${s.shift.name}, ${swapWhen(s)}`}
        style={{ alignSelf: "flex-start" }}
      >
        Accept
      </Button>
    );

  return (
    <Stack gap="lg">
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        Swaps
      </Title>
      <Text size="sm" c="dimmed" mt={-12}>
        {needs_approval
          ? "A swap completes when a manager approves it."
          : "A swap completes as soon as a colleague accepts it."}
      </Text>
      <Section title="Offered to me" empty="No colleague has offered you a shift.">
        {toMe.map((s) => (
          <SwapCard key={s.id} swap={s} ownEmployeeId={ownEmployeeId}>
            {acceptButton(s)}
          </SwapCard>
        ))}
      </Section>
      <Section title="Open to me" empty="No open offers you could take right now.">
        {open.map((s) => (
          <SwapCard key={s.id} swap={s} ownEmployeeId={ownEmployeeId}>
            {acceptButton(s)}
          </SwapCard>
        ))}
      </Section>
      <Section title="Offered by me" empty="Offer a shift from My schedule when you cannot work it.">
        {byMe.map((s) => (
          <SwapCard key={s.id} swap={s} ownEmployeeId={ownEmployeeId}>
            {isOpenSwap(s.status) && (
              <Button
                size="xs"
                variant="default"
                onClick={() => confirmCancel(s)}
                loading={cancel.isPending && cancel.variables === s.id}
                aria-label={`Cancel swap: ${s.shift.name}, ${swapWhen(s)}`}
                style={{ alignSelf: "flex-start" }}
              >
                Cancel swap
              </Button>
            )}
          </SwapCard>
        ))}
      </Section>
    </Stack>
  );
}

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <SwapList label={title}>{children}</SwapList>
      )}
    </Stack>
  );
}
