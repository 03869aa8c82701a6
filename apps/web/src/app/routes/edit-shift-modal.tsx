import type { ShiftItem } from "@brigade/contract/shifts";
import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useChangePayOpen } from "../../components/change-pay";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { useShiftNames } from "../../features/shift-names/api/shift-name-index";
import { ShiftForm } from "../../features/shifts/components/shift-form";

type Props = { shift: ShiftItem | null; onClose: () => void };

/**
 * The Create Shift form filled from a shift, saving with PUT /api/shift/{id}; from the table and the calendar. While the
 * predictability pay of the edit is asked (a location under fair-workweek rules), Escape is that question's.
 */
export function EditShiftModal({ shift, onClose }: Props) {
  const { t } = useTranslation("schedule");
  const locations = useLocations();
  const names = useShiftNames();
  const confirmingPay = useChangePayOpen();
  return (
    <Modal
      opened={shift !== null}
      onClose={onClose}
      title={t("shiftForm.edit")}
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={!confirmingPay}
    >
      {!shift ? null : locations.isPending || names.isPending ? (
        <LoadingState label={t("createShift.loading")} />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => locations.refetch()} />
      ) : names.isError ? (
        <QueryError error={names.error} onRetry={() => names.refetch()} />
      ) : (
        // A new key per shift: the form starts from that shift every time.
        <ShiftForm
          key={shift.id}
          shift={shift}
          locations={locations.data}
          shiftNames={names.data}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
