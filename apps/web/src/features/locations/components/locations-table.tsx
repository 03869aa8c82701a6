import type { LocationItem } from "@brigade/contract/locations";
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconSitemap } from "@tabler/icons-react";
import { Link } from "react-router";
import { confirmAction } from "../../../components/confirm";
import { DeleteAction } from "../../../components/delete-action";
import { useDeleteLocation } from "../api/delete-location";

type Props = { locations: LocationItem[] };

export function LocationsTable({ locations }: Props) {
  const remove = useDeleteLocation();

  const askDelete = (location: LocationItem) =>
    confirmAction({
      title: "Delete location",
      message: `Delete the location "${location.name}"? This cannot be undone.`,
      confirmLabel: "Delete",
      onConfirm: () => remove.mutate(location.id),
    });

  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" aria-label="Locations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Time zone</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Lock day
            </Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Work areas
            </Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
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
                  Lock day: {location.lock_day ?? "Not set"} · {location.areas.length} work areas
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
              <Table.Td visibleFrom="sm">{location.lock_day ?? "Not set"}</Table.Td>
              <Table.Td visibleFrom="sm">{location.areas.length}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Work areas and roles">
                    <ActionIcon
                      component={Link}
                      to={`/workarea/create?location_id=${location.id}`}
                      variant="subtle"
                      aria-label={`Work areas and roles of ${location.name}`}
                    >
                      <IconSitemap size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Edit">
                    <ActionIcon
                      component={Link}
                      to={`/create-location?id=${location.id}`}
                      variant="subtle"
                      aria-label={`Edit ${location.name}`}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <DeleteAction
                    label={`Delete ${location.name}`}
                    loading={remove.isPending && remove.variables === location.id}
                    onClick={() => askDelete(location)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
