import type { SwapItem } from "@brigade/contract/swaps";
import { Button } from "@mantine/core";

type Props = { openSwap?: SwapItem; label: string; onOffer: () => void; onShowSwap: () => void };

/**
 * Offer swap on an Accepted future shift; once offered, the same button (so focus stays on it when the dialog
 * closes) reads "Swap offered" and leads to the swap.
 */
export function OfferSwapButton({ openSwap, label, onOffer, onShowSwap }: Props) {
  return (
    <Button
      size="xs"
      variant={openSwap ? "subtle" : "light"}
      onClick={openSwap ? onShowSwap : onOffer}
      aria-label={openSwap ? `Swap offered: ${label}. Show swaps` : `Offer swap: ${label}`}
      style={{ alignSelf: "flex-start" }}
    >
      {openSwap ? `Swap ${openSwap.status.toLowerCase()}` : "Offer swap"}
    </Button>
  );
}
