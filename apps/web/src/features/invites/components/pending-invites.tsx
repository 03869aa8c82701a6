import type { InviteItem } from "@brigade/contract/invites";
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Temporal } from "temporal-polyfill";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/empty-state";
import { LoadingState } from "../../../components/loading-state";
import { QueryError } from "../../../components/query-error";
import { formatDay } from "../../../lib/formats";
import { useInvites } from "../api/invite-index";
import { useWithdrawInvite } from "../api/withdraw-invite";

const localDay = (at: string) =>
  formatDay(Temporal.Instant.from(at).toZonedDateTimeISO(Temporal.Now.timeZoneId()).toPlainDate());

/** The invitations still waiting, each with its expiry and Withdraw (asked first). */
export function PendingInvites({ canWithdrawManagers }: { canWithdrawManagers: boolean }) {
  const { t } = useTranslation("invites");
  const invites = useInvites();
  const withdraw = useWithdrawInvite();

  const ask = (invite: InviteItem) =>
    confirmAction({
      title: t("pending.confirmTitle"),
      message: t("pending.confirmMessage", { email: invite.email }),
      confirmLabel: t("pending.withdraw"),
      onConfirm: () => withdraw.mutate(invite.id),
    });

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("pending.title")}
      </Title>
      {invites.isPending ? (
        <LoadingState label={t("pending.loading")} />
      ) : invites.error ? (
        <QueryError error={invites.error} onRetry={() => void invites.refetch()} />
      ) : invites.data.invites.length === 0 ? (
        <EmptyState title={t("pending.empty")}>{t("pending.emptyHint")}</EmptyState>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {invites.data.invites.map((invite) => (
            <Paper key={invite.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {invite.name ? `${invite.name} · ${invite.email}` : invite.email}
                  </Text>
                  <Group gap="xs">
                    <Badge variant="light" color="gray">
                      {t(`roles.${invite.role}`)}
                    </Badge>
                    {invite.expired ? (
                      <Badge variant="light" color="red">
                        {t("pending.expired")}
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t("pending.expires", { date: localDay(invite.expires_at) })}
                      </Text>
                    )}
                  </Group>
                </Stack>
                {(canWithdrawManagers || invite.role !== "manager") && (
                  <Button
                    variant="outline"
                    color="red.9"
                    size="xs"
                    aria-label={t("pending.withdrawLabel", { email: invite.email })}
                    loading={withdraw.isPending && withdraw.variables === invite.id}
                    onClick={() => ask(invite)}
                  >
                    {t("pending.withdraw")}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
