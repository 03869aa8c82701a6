import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("schedule");
  const locations = useLocations();
  const names = useShiftNames();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("createShift.title")}
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      fullScreen={false}
    >
      {locations.isPending || names.isPending ? (
        <WithCancel onCancel={onClose}>
          <LoadingState label={t("createShift.loading")} />
        </WithCancel>
      ) : locations.isError ? (
        <WithCancel onCancel={onClose}>
          <QueryError error={locations.error} onRetry={() => locations.refetch()} />
        </WithCancel>
      ) : names.isError ? (
        <WithCancel onCancel={onClose}>
          <QueryError error={names.error} onRetry={() => names.refetch()} />
        </WithCancel>
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

/**
 * The form's own Cancel exists only once its lists have loaded; until then (or when they failed) this one is
 * the modal's only way out, since neither Escape nor the backdrop closes it.
 */
function WithCancel({ children, onCancel }: { children: ReactNode; onCancel: () => void }) {
  const { t } = useTranslation("schedule");
  return (
    <Stack gap="md">
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("actions.cancel")}
        </Button>
      </Group>
    </Stack>
  );
}
