import { isOpenSwap, type SwapItem } from "@brigade/contract/swaps";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("member");
  const swaps = useSwaps();
  const accept = useAcceptSwap();
  const cancel = useCancelSwap();
  const heading = useRef<HTMLHeadingElement>(null);
  const now = new Date();
  const refocus = () => heading.current?.focus();

  if (swaps.isPending) return <LoadingState label={t("mySwaps.loading")} />;
  if (swaps.isError)
    return <QueryError error={swaps.error} onRetry={() => swaps.refetch()} title={t("mySwaps.failed")} />;
  const { offered_to_me: toMe, open_to_me: open, offered_by_me: byMe, needs_approval } = swaps.data;

  const confirmAccept = (s: SwapItem) =>
    confirmAction({
      title: t("mySwaps.acceptTitle"),
      message: t(needs_approval ? "mySwaps.acceptTextApproval" : "mySwaps.acceptTextAtOnce", {
        shift: s.shift.name,
        role: s.area_role.name,
        when: swapWhen(s),
        location: s.location.name,
      }),
      confirmLabel: t("mySwaps.acceptConfirm"),
      danger: false,
      onConfirm: () => accept.mutate(s.id, { onSuccess: refocus }),
    });
  const confirmCancel = (s: SwapItem) =>
    confirmAction({
      title: t("mySwaps.cancelTitle"),
      message: t("mySwaps.cancelText", { shift: s.shift.name, when: swapWhen(s) }),
      confirmLabel: t("mySwaps.cancelConfirm"),
      onConfirm: () => cancel.mutate(s.id, { onSuccess: refocus }),
    });

  const acceptButton = (s: SwapItem) =>
    canAccept(s, ownEmployeeId, now) && (
      <Button
        size="xs"
        onClick={() => confirmAccept(s)}
        loading={accept.isPending && accept.variables === s.id}
        aria-label={t("mySwaps.acceptLabel", { shift: s.shift.name, when: swapWhen(s) })}
        style={{ alignSelf: "flex-start" }}
      >
        {t("mySwaps.accept")}
      </Button>
    );

  return (
    <Stack gap="lg">
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        {t("mySwaps.title")}
      </Title>
      <Text size="sm" c="dimmed" mt={-12}>
        {needs_approval ? t("mySwaps.needsApproval") : t("mySwaps.noApproval")}
      </Text>
      <Section title={t("mySwaps.offeredToMe")} empty={t("mySwaps.offeredToMeEmpty")}>
        {toMe.map((s) => (
          <SwapCard key={s.id} swap={s} ownEmployeeId={ownEmployeeId}>
            {acceptButton(s)}
          </SwapCard>
        ))}
      </Section>
      <Section title={t("mySwaps.openToMe")} empty={t("mySwaps.openToMeEmpty")}>
        {open.map((s) => (
          <SwapCard key={s.id} swap={s} ownEmployeeId={ownEmployeeId}>
            {acceptButton(s)}
          </SwapCard>
        ))}
      </Section>
      <Section title={t("mySwaps.offeredByMe")} empty={t("mySwaps.offeredByMeEmpty")}>
        {byMe.map((s) => (
          <SwapCard key={s.id} swap={s} ownEmployeeId={ownEmployeeId}>
            {isOpenSwap(s.status) && (
              <Button
                size="xs"
                variant="default"
                onClick={() => confirmCancel(s)}
                loading={cancel.isPending && cancel.variables === s.id}
                aria-label={t("mySwaps.cancelLabel", { shift: s.shift.name, when: swapWhen(s) })}
                style={{ alignSelf: "flex-start" }}
              >
                {t("mySwaps.cancel")}
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
