import type { MyShiftItem } from "@brigade/contract/member";
import { Button, Collapse, Stack, Text } from "@mantine/core";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/empty-state";
import { useWithdrawPickup } from "../api/withdraw";
import { requestKind, splitRequests } from "../lib/member-sections";
import { dayLabel } from "../lib/member-time";
import { CardList, ShiftCard } from "./shift-card";

type Props = {
  items: MyShiftItem[];
  /** The page's now: requests whose shift is over are folded under a control that says how many. */
  now?: Date;
};

/**
 * Pickup and leave requests with their status, those still ahead first; the past ones folded (a member's phone
 * would otherwise scroll through months of them). A pending pickup may be withdrawn after a confirmation.
 */
export function MyRequests({ items, now }: Props) {
  const { t } = useTranslation("member");
  const withdraw = useWithdrawPickup();
  const [showPast, setShowPast] = useState(false);
  const pastId = useId();
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

  const card = (item: MyShiftItem) => (
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
  );
  const { upcoming, past } = now ? splitRequests(items, now) : { upcoming: items, past: [] };

  return (
    <Stack gap="md">
      {upcoming.length > 0 ? (
        <CardList label={t("myRequests.list")}>{upcoming.map(card)}</CardList>
      ) : (
        <Text c="dimmed" size="sm">
          {t("myRequests.noneAhead")}
        </Text>
      )}
      {past.length > 0 && (
        <div>
          <Button
            variant="default"
            aria-expanded={showPast}
            aria-controls={pastId}
            onClick={() => setShowPast((open) => !open)}
            leftSection={showPast ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
          >
            {showPast
              ? t("myRequests.hidePast", { count: past.length })
              : t("myRequests.showPast", { count: past.length })}
          </Button>
          <Collapse expanded={showPast} id={pastId} mt="sm">
            {showPast && <CardList label={t("myRequests.pastList")}>{past.map(card)}</CardList>}
          </Collapse>
        </div>
      )}
    </Stack>
  );
}
