import type { SwapItem } from "@brigade/contract/swaps";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SWAP_STATUS_KEYS } from "../lib/swap-view";

type Props = { openSwap?: SwapItem; label: string; onOffer: () => void; onShowSwap: () => void };

/**
 * Offer swap on an Accepted future shift; once offered, the same button (so focus stays on it when the dialog
 * closes) reads "Swap offered" and leads to the swap.
 */
export function OfferSwapButton({ openSwap, label, onOffer, onShowSwap }: Props) {
  const { t } = useTranslation("member");
  return (
    <Button
      size="xs"
      variant={openSwap ? "subtle" : "light"}
      onClick={openSwap ? onShowSwap : onOffer}
      aria-label={openSwap ? t("offerSwap.offeredLabel", { label }) : t("offerSwap.offerLabel", { label })}
      style={{ alignSelf: "flex-start" }}
    >
      {openSwap ? t(`offerSwap.state.${SWAP_STATUS_KEYS[openSwap.status]}`) : t("offerSwap.offer")}
    </Button>
  );
}
