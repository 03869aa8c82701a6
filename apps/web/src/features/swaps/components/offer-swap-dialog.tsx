import { Alert, Button, Group, Loader, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryError } from "../../../components/query-error";
import { useSwapCandidates } from "../api/swap-candidates";
import { useOfferSwap } from "../api/swap-mutations";
import { swapWhen } from "../lib/swap-view";

/** The shift to offer: one of the member's own Accepted bookings, as their schedule lists it. */
export type OfferableBooking = {
  id: number;
  from: string;
  to: string;
  shift: { name: string };
  area_role: { name: string };
  location: { name: string; time_zone: { value: string } };
};

type Props = { booking: OfferableBooking | null; onClose: () => void };

const ANYONE = "anyone";

/** Offers a shift to one colleague who could take it, or to anyone who can. */
export function OfferSwapDialog({ booking, onClose }: Props) {
  const { t } = useTranslation("member");
  const [choice, setChoice] = useState(ANYONE);
  const candidates = useSwapCandidates(booking?.id ?? null);
  const offer = useOfferSwap();

  const close = () => {
    if (offer.isPending) return;
    setChoice(ANYONE);
    offer.reset();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!booking || offer.isPending) return;
    const toEmployeeId = choice === ANYONE ? null : Number(choice);
    // The query client toasts the server's message, success or failure.
    offer.mutate({ bookingId: booking.id, toEmployeeId }, { onSuccess: close });
  };

  const options = [
    { value: ANYONE, label: t("offerSwap.anyone") },
    ...(candidates.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <Modal opened={booking !== null} onClose={close} title={t("offerSwap.title")} centered>
      {booking && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("offerSwap.shift", {
                shift: booking.shift.name,
                role: booking.area_role.name,
                when: swapWhen({ slot: booking, location: booking.location }),
                location: booking.location.name,
              })}
            </Text>
            {/* There at once (the dialog focuses it); the colleagues join its options once loaded. */}
            <NativeSelect
              label={t("offerSwap.offerTo")}
              description={t("offerSwap.offerToHint")}
              data={options}
              value={choice}
              onChange={(e) => setChoice(e.currentTarget.value)}
              data-autofocus
            />
            {candidates.isPending && (
              <Group gap="xs" role="status" aria-live="polite">
                <Loader size="sm" aria-hidden />
                <Text size="sm">{t("offerSwap.finding")}</Text>
              </Group>
            )}
            {candidates.isError && (
              <QueryError
                error={candidates.error}
                onRetry={() => candidates.refetch()}
                title={t("offerSwap.colleaguesFailed")}
              />
            )}
            {candidates.data?.length === 0 && (
              <Alert color="gray" variant="light">
                {t("offerSwap.noColleague")}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t("offerSwap.cancel")}
              </Button>
              <Button type="submit" loading={offer.isPending}>
                {t("offerSwap.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
