import type { MyShiftItem } from "@brigade/contract/member";
import { Button, Text } from "@mantine/core";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/empty-state";
import { useWithdrawPickup } from "../api/withdraw";
import { requestKind } from "../lib/member-sections";
import { dayLabel } from "../lib/member-time";
import { CardList, ShiftCard } from "./shift-card";

/** Pickup and leave requests with their status; a pending pickup may be withdrawn after a confirmation. */
export function MyRequests({ items }: { items: MyShiftItem[] }) {
  const withdraw = useWithdrawPickup();
  if (items.length === 0)
    return <EmptyState title="No requests">Shifts you pick up or ask leave from show here.</EmptyState>;

  const confirmWithdraw = (item: MyShiftItem) =>
    confirmAction({
      title: "Withdraw this request?",
      message: `Your request for ${item.shift.name} on ${dayLabel(item.from, item.location.time_zone.value)} will be withdrawn.`,
      confirmLabel: "Withdraw request",
      onConfirm: () => withdraw.mutate(item.id),
    });

  return (
    <CardList label="My requests">
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
              Reason: {item.action_detail}
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
              Withdraw
            </Button>
          )}
        </ShiftCard>
      ))}
    </CardList>
  );
}
