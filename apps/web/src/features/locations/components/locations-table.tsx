import type { LocationItem } from "@brigade/contract/locations";
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconClockHour4, IconPencil, IconSitemap } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActionTable } from "../../../components/action-table";
import { confirmAction } from "../../../components/confirm";
import { DeleteAction } from "../../../components/delete-action";
import { useDeleteLocation } from "../api/delete-location";

type Props = {
  locations: LocationItem[];
  /** One more action of a row, for those who may (the owner's kiosk). */
  extraAction?: (location: LocationItem) => ReactNode;
};

export function LocationsTable({ locations, extraAction }: Props) {
  const { t } = useTranslation("business");
  const remove = useDeleteLocation();
  const lockDay = (location: LocationItem) =>
    location.lock_day ? t(`weekdays.${location.lock_day}`) : t("locationsTable.notSet");

  const askDelete = (location: LocationItem) =>
    confirmAction({
      title: t("locationsTable.deleteTitle"),
      message: t("locationsTable.deleteMessage", { name: location.name }),
      confirmLabel: t("shared.delete"),
      onConfirm: () => remove.mutate(location.id),
    });

  return (
    <ActionTable minWidth={340} verticalSpacing="sm" horizontalSpacing="xs" aria-label={t("locationsTable.label")}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("shared.name")}</Table.Th>
          <Table.Th scope="col">{t("locationsTable.timeZone")}</Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t("locationsTable.lockDay")}
          </Table.Th>
          <Table.Th scope="col" visibleFrom="sm">
            {t("locationsTable.workAreas")}
          </Table.Th>
          <Table.Th scope="col">{t("shared.actions")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {locations.map((location) => (
          <Table.Tr key={location.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {location.name}
              </Text>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {t("locationsTable.summary", { day: lockDay(location), count: location.areas.length })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Text size="sm">{location.time_zone.text}</Text>
                <Badge variant="outline" color="gray.8" size="sm">
                  {location.time_zone.abbr}
                </Badge>
              </Group>
            </Table.Td>
            <Table.Td visibleFrom="sm">{lockDay(location)}</Table.Td>
            <Table.Td visibleFrom="sm">{location.areas.length}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {extraAction?.(location)}
                <Tooltip label={t("locationsTable.areasAndRoles")}>
                  <ActionIcon
                    component={Link}
                    to={`/workarea/create?location_id=${location.id}`}
                    variant="subtle"
                    aria-label={t("locationsTable.areasAndRolesOf", { name: location.name })}
                  >
                    <IconSitemap size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t("locationsTable.demand")}>
                  <ActionIcon
                    component={Link}
                    to={`/location-demand?location_id=${location.id}`}
                    variant="subtle"
                    aria-label={t("locationsTable.demandOf", { name: location.name })}
                  >
                    <IconClockHour4 size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t("shared.edit")}>
                  <ActionIcon
                    component={Link}
                    to={`/create-location?id=${location.id}`}
                    variant="subtle"
                    aria-label={t("shared.editName", { name: location.name })}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <DeleteAction
                  label={t("shared.deleteName", { name: location.name })}
                  loading={remove.isPending && remove.variables === location.id}
                  onClick={() => askDelete(location)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ActionTable>
  );
}
