import type { EmployeeItem } from "@brigade/contract/employees";
import { AVAILABILITIES, type Availability } from "@brigade/contract/enums";
import { MESSAGES, requiredMessage } from "@brigade/contract/messages";
import { Button, Group, Modal, MultiSelect, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { applyServerErrors } from "../../../lib/form-errors";
import { useApproveJoinRequest } from "../api/approve-join-request";

export type RoleOptionGroup = { group: string; items: { value: string; label: string }[] };

type Props = {
  /** The request being approved; the dialog is closed without one. */
  request: EmployeeItem | null;
  roleGroups: RoleOptionGroup[];
  onClose: () => void;
};

type Values = { area_role_ids: string[]; availability: Availability | null };

// The spec names availabilities by their values.
const availabilityOptions = AVAILABILITIES.map((value) => ({ value, label: value }));

/** Approving a join request: the newcomer's area roles and availability, both required. */
export function ApproveJoinDialog({ request, roleGroups, onClose }: Props) {
  const approve = useApproveJoinRequest();
  // The name stays in the dialog while it animates closed.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const form = useForm<Values>({
    initialValues: { area_role_ids: [], availability: "FullTime" },
    validate: {
      area_role_ids: (ids) => (ids.length === 0 ? MESSAGES.areaRolesRequired : null),
      availability: (value) => (value ? null : requiredMessage("availability")),
    },
  });

  const close = () => {
    form.reset();
    approve.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (!request || !values.availability || approve.isPending) return;
    approve.mutate(
      { id: request.id, availability: values.availability, area_role_ids: values.area_role_ids.map(Number) },
      { onSuccess: close, onError: (error) => applyServerErrors(form, error) },
    );
  });

  return (
    <Modal opened={request !== null} onClose={close} title="Approve join request" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Choose the roles <strong>{shown?.user.name}</strong> can work and their availability. They can log in once
            approved.
          </Text>
          <MultiSelect
            label="Area roles"
            description="Grouped by location."
            required
            searchable
            data={roleGroups}
            placeholder={roleGroups.length ? "Choose roles" : "Add work areas and roles first"}
            nothingFoundMessage="No role matches"
            hidePickedOptions
            {...form.getInputProps("area_role_ids")}
          />
          <Select
            label="Availability"
            required
            data={availabilityOptions}
            allowDeselect={false}
            {...form.getInputProps("availability")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={approve.isPending}>
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
