import { Modal } from "@mantine/core";
import { LoadingState } from "../../components/loading-state";
import { QueryError } from "../../components/query-error";
import { useLocations } from "../../features/locations/api/location-index";
import { useShiftNames } from "../../features/shift-names/api/shift-name-index";
import { ShiftForm } from "../../features/shifts/components/shift-form";

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The wall-clock date ("YYYY-MM-DD") or time ("YYYY-MM-DD HH:mm:ss") clicked in the calendar. */
  date: string | null;
  locationId: number | null;
};

/** Create Shift in a modal: only its Cancel button closes it (no backdrop, no Escape, no close icon). */
export function CreateShiftModal({ opened, onClose, date, locationId }: Props) {
  const locations = useLocations();
  const names = useShiftNames();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create Shift"
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      fullScreen={false}
    >
      {locations.isPending || names.isPending ? (
        <LoadingState label="Loading the form" />
      ) : locations.isError ? (
        <QueryError error={locations.error} onRetry={() => locations.refetch()} />
      ) : names.isError ? (
        <QueryError error={names.error} onRetry={() => names.refetch()} />
      ) : (
        // A new key per opening: the form starts from scratch every time.
        <ShiftForm
          key={`${date}-${locationId}`}
          locations={locations.data}
          shiftNames={names.data}
          initialDate={date}
          initialLocationId={locationId}
          onCreated={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
