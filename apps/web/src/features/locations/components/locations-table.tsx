import type { LocationItem } from "@brigade/contract/locations";
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router";
import { confirmAction } from "../../../components/confirm";
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
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Locations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Time zone</Table.Th>
            <Table.Th scope="col">Lock day</Table.Th>
            <Table.Th scope="col">Work areas</Table.Th>
            <Table.Th scope="col">
              <Text component="span" size="sm" fw={700}>
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {locations.map((location) => (
            <Table.Tr key={location.id}>
              <Table.Td fw={600}>{location.name}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{location.time_zone.text}</Text>
                  <Badge variant="light" color="gray.8" size="sm">
                    {location.time_zone.abbr}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td>{location.lock_day ?? "Not set"}</Table.Td>
              <Table.Td>{location.areas.length}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
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
                  <Tooltip label="Delete">
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={`Delete ${location.name}`}
                      loading={remove.isPending && remove.variables === location.id}
                      onClick={() => askDelete(location)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
