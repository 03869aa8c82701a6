import type { MyShiftItem } from "@brigade/contract/member";
import { Button, Group } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";
import { useOpenedOnce } from "../../../components/use-opened-once";
import { clockIn } from "../../../lib/formats";
import { canApplyForLeave, groupBySlots } from "../lib/member-sections";
import { dayLabel } from "../lib/member-time";
import { LeaveDialog } from "./leave-dialog";
import { CardList, ShiftCard } from "./shift-card";

type Props = {
  items: MyShiftItem[];
  now: Date;
  /** More actions on a shift, composed in by the page (e.g. offering it for a swap). */
  actions?: (item: MyShiftItem) => ReactNode;
};

/** The shifts the member works this week and next, each Accepted future one with Apply for leave. */
export function MySchedule({ items, now, actions }: Props) {
  const { t } = useTranslation("member");
  const [leaveFor, setLeaveFor] = useState<MyShiftItem | null>(null);
  const leave = useOpenedOnce(leaveFor !== null);
  // Once leave is asked, the shift's button goes when the list is read again: focus then moves to its card,
  // never to the page.
  const [refocus, setRefocus] = useState<number | null>(null);
  useEffect(() => {
    if (refocus === null) return;
    const item = items.find((i) => i.id === refocus);
    if (item && canApplyForLeave(item, now)) return;
    document.getElementById(cardId(refocus))?.focus();
    setRefocus(null);
  }, [items, refocus, now]);
  if (items.length === 0)
    return <EmptyState title={t("mySchedule.emptyTitle")}>{t("mySchedule.emptyText")}</EmptyState>;
  return (
    <>
      <CardList label={t("mySchedule.list")}>
        {groupBySlots(items).map(({ key, items: slots }) => {
          const [first] = slots as [MyShiftItem, ...MyShiftItem[]];
          const last = slots[slots.length - 1] ?? first;
          const split = slots.length > 1;
          const buttons = (item: MyShiftItem) => (
            <Group gap="xs">
              {canApplyForLeave(item, now) && (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={t(split ? "mySchedule.applyForLeaveForSlot" : "mySchedule.applyForLeaveFor", {
                    shift: item.shift.name,
                    day: dayLabel(item.from, item.location.time_zone.value),
                    time: clockIn(item.from, item.location.time_zone.value),
                  })}
                  onClick={() => setLeaveFor(item)}
                >
                  {t("mySchedule.applyForLeave")}
                </Button>
              )}
              {actions?.(item)}
            </Group>
          );
          // A split shift: one card, each slot with its time, status and actions.
          if (split)
            return (
              <ShiftCard
                key={key}
                shift={first.shift}
                from={first.from}
                to={last.to}
                location={first.location}
                role={first.area_role.name}
                slots={slots.map((item) => ({
                  key: item.id,
                  from: item.from,
                  to: item.to,
                  status: item.status,
                  focusId: cardId(item.id),
                  children: buttons(item),
                }))}
              />
            );
          return (
            <ShiftCard
              key={key}
              shift={first.shift}
              from={first.from}
              to={first.to}
              location={first.location}
              role={first.area_role.name}
              status={first.status}
              focusId={cardId(first.id)}
            >
              {buttons(first)}
            </ShiftCard>
          );
        })}
      </CardList>
      {leave.mounted && (
        <LeaveDialog
          booking={leave.opened ? leaveFor : null}
          onClose={() => setLeaveFor(null)}
          onSent={(b) => setRefocus(b.id)}
        />
      )}
    </>
  );
}

const cardId = (bookingId: number) => `my-shift-${bookingId}`;
