import type { MyShiftItem } from "@brigade/contract/member";
import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/empty-state";
import { useWithdrawPickup } from "../api/withdraw";
import { requestKind } from "../lib/member-sections";
import { dayLabel } from "../lib/member-time";
import { CardList, ShiftCard } from "./shift-card";

/** Pickup and leave requests with their status; a pending pickup may be withdrawn after a confirmation. */
export function MyRequests({ items }: { items: MyShiftItem[] }) {
  const { t } = useTranslation("member");
  const withdraw = useWithdrawPickup();
  if (items.length === 0)
    return <EmptyState title={t("myRequests.emptyTitle")}>{t("myRequests.emptyText")}</EmptyState>;

  const confirmWithdraw = (item: MyShiftItem) =>
    confirmAction({
      title: t("myRequests.confirmTitle"),
      message: t("myRequests.confirmText", {
        shift: item.shift.name,
        day: dayLabel(item.from, item.location.time_zone.value),
      }),
      confirmLabel: t("myRequests.confirmLabel"),
      onConfirm: () => withdraw.mutate(item.id),
    });

  return (
    <CardList label={t("myRequests.list")}>
      {items.map((item) => (
        <ShiftCard
          key={item.id}
          shift={item.shift}
          from={item.from}
          to={item.to}
          location={item.location}
          role={item.area_role.name}
          status={item.status}
          eyebrow={requestKind(item.status)}
        >
          {item.action_detail && (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("myRequests.reason", { reason: item.action_detail })}
            </Text>
          )}
          {item.status === "Pending" && (
            <Button
              size="xs"
              variant="default"
              onClick={() => confirmWithdraw(item)}
              loading={withdraw.isPending && withdraw.variables === item.id}
              style={{ alignSelf: "flex-start" }}
            >
              {t("myRequests.withdraw")}
            </Button>
          )}
        </ShiftCard>
      ))}
    </CardList>
  );
}
