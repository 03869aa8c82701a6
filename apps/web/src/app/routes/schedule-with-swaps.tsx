import type { MyShiftItem } from "@brigade/contract/member";
import { memo, useState } from "react";
import { useOpenedOnce } from "../../components/use-opened-once";
import { MySchedule } from "../../features/member/components/my-schedule";
import { useSwaps } from "../../features/swaps/api/swaps";
import { OfferSwapButton } from "../../features/swaps/components/offer-swap-button";
import { OfferSwapDialog } from "../../features/swaps/components/offer-swap-dialog";
import { canOfferSwap, openSwapsByBooking, swapWhen } from "../../features/swaps/lib/swap-view";

type Props = { items: MyShiftItem[]; now: Date; onShowSwaps: () => void };

/**
 * The member's schedule, each Accepted future shift with Offer swap (or the swap it is already offered in).
 * Memoised: the home renders again as each of its other lists arrives, and this one is the long one.
 */
export const ScheduleWithSwaps = memo(function ScheduleWithSwaps({ items, now, onShowSwaps }: Props) {
  const [offerFor, setOfferFor] = useState<MyShiftItem | null>(null);
  const offer = useOpenedOnce(offerFor !== null);
  const swaps = useSwaps();
  const open = openSwapsByBooking(swaps.data);
  const label = (item: MyShiftItem) =>
    `${item.shift.name}, ${swapWhen({ slot: item, location: { time_zone: item.location.time_zone } })}`;

  return (
    <>
      <MySchedule
        items={items}
        now={now}
        actions={(item) =>
          canOfferSwap(item, now) && (
            <OfferSwapButton
              openSwap={open.get(item.id)}
              label={label(item)}
              onOffer={() => setOfferFor(item)}
              onShowSwap={onShowSwaps}
            />
          )
        }
      />
      {offer.mounted && <OfferSwapDialog booking={offer.opened ? offerFor : null} onClose={() => setOfferFor(null)} />}
    </>
  );
});
