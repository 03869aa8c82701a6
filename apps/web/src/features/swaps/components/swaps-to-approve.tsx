import { SWAP_RECENT_DAYS, type SwapItem } from "@brigade/contract/swaps";
import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("member");
  const swaps = useSwaps();
  const decide = useDecideSwap();
  const heading = useRef<HTMLHeadingElement>(null);

  if (swaps.isPending) return <LoadingState label={t("swapsToApprove.loading")} />;
  if (swaps.isError) return <QueryError error={swaps.error} onRetry={() => swaps.refetch()} />;
  const { awaiting_approval: awaiting, recent, needs_approval } = swaps.data;

  const confirm = (s: SwapItem, status: "Approved" | "Denied") =>
    confirmAction({
      title: status === "Approved" ? t("swapsToApprove.approveTitle") : t("swapsToApprove.denyTitle"),
      message:
        status === "Approved"
          ? t("swapsToApprove.approveText", {
              taker: s.taker?.name ?? t("swapsToApprove.someColleague"),
              shift: s.shift.name,
              when: swapWhen(s),
              offerer: s.offerer.name,
            })
          : t("swapsToApprove.denyText", { offerer: s.offerer.name, shift: s.shift.name, when: swapWhen(s) }),
      confirmLabel: status === "Approved" ? t("swapsToApprove.approveConfirm") : t("swapsToApprove.denyConfirm"),
      danger: status === "Denied",
      onConfirm: () => decide.mutate({ id: s.id, status }, { onSuccess: () => heading.current?.focus() }),
    });

  const about = (s: SwapItem) => ({ people: swapPeople(s), shift: s.shift.name, when: swapWhen(s) });
  const busy = (s: SwapItem, status: string) =>
    decide.isPending && decide.variables?.id === s.id && decide.variables.status === status;

  return (
    <Stack gap="md" maw={760}>
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        {t("swapsToApprove.title")}
      </Title>
      {!needs_approval && (
        <Alert color="gray" variant="light">
          {t("swapsToApprove.noApproval")}
        </Alert>
      )}
      {awaiting.length === 0 ? (
        <EmptyState title={t("swapsToApprove.emptyTitle")}>{t("swapsToApprove.emptyText")}</EmptyState>
      ) : (
        <SwapList label={t("swapsToApprove.title")}>
          {awaiting.map((s) => (
            <SwapCard key={s.id} swap={s}>
              {isParty(s, ownEmployeeId) ? (
                <Text size="sm" c="dimmed">
                  {t("swapsToApprove.party")}
                </Text>
              ) : (
                <Group gap="sm">
                  <Button
                    size="sm"
                    color="teal.9"
                    loading={busy(s, "Approved")}
                    onClick={() => confirm(s, "Approved")}
                    aria-label={t("swapsToApprove.approveLabel", about(s))}
                  >
                    {t("swapsToApprove.approve")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    color="red.9"
                    loading={busy(s, "Denied")}
                    onClick={() => confirm(s, "Denied")}
                    aria-label={t("swapsToApprove.denyLabel", about(s))}
                  >
                    {t("swapsToApprove.deny")}
                  </Button>
                </Group>
              )}
            </SwapCard>
          ))}
        </SwapList>
      )}
      <Title order={3} size="h5">
        {t("swapsToApprove.recent")}
      </Title>
      {recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("swapsToApprove.recentEmpty", { days: SWAP_RECENT_DAYS })}
        </Text>
      ) : (
        <SwapList label={t("swapsToApprove.recent")}>
          {recent.map((s) => (
            <SwapCard key={s.id} swap={s} />
          ))}
        </SwapList>
      )}
    </Stack>
  );
}
