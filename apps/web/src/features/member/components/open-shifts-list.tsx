import type { OpenShiftItem } from "@brigade/contract/member";
import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/empty-state";
import { usePickupShift } from "../api/pickup";
import { CardList, ShiftCard } from "./shift-card";

const keyOf = (o: OpenShiftItem) => `${o.slot.id}-${o.area_role.id}`;

/** Vacant positions of the member's roles, each with Pick up, which sends a Pending request. */
export function OpenShiftsList({ items }: { items: OpenShiftItem[] }) {
  const { t } = useTranslation("member");
  const pickup = usePickupShift();
  if (items.length === 0)
    return <EmptyState title={t("openShifts.emptyTitle")}>{t("openShifts.emptyText")}</EmptyState>;

  const pick = (o: OpenShiftItem) => {
    if (pickup.isPending) return;
    pickup.mutate({ shift_id: o.shift.id, slot_id: o.slot.id, area_role_id: o.area_role.id });
  };

  return (
    <CardList label={t("openShifts.list")}>
      {items.map((o) => {
        const busy = pickup.isPending && pickup.variables?.slot_id === o.slot.id;
        return (
          <ShiftCard
            key={keyOf(o)}
            shift={o.shift}
            from={o.slot.from}
            to={o.slot.to}
            location={o.location}
            role={o.area_role.name}
          >
            <Text size="sm">{t("openShifts.positions", { count: o.remaining_slots })}</Text>
            <Button size="xs" onClick={() => pick(o)} loading={busy} style={{ alignSelf: "flex-start" }}>
              {t("openShifts.pickUp")}
            </Button>
          </ShiftCard>
        );
      })}
    </CardList>
  );
}
