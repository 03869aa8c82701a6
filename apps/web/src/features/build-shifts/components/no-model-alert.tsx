import { Alert, Anchor } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type Props = { message: string; locationId: number; onFollow: () => void };

/** The server's 409 (no labour model yet), with the way to the location's labour model. */
export function NoModelAlert({ message, locationId, onFollow }: Props) {
  const { t } = useTranslation("buildShifts");
  return (
    <Alert color="orange.9" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}{" "}
      <Anchor component={Link} to={`/location-demand?location_id=${locationId}`} onClick={onFollow} size="sm">
        {t("flow.noModel")}
      </Anchor>
    </Alert>
  );
}
