import type { EmployeeItem } from "@brigade/contract/employees";
import { AVAILABILITIES, type Availability } from "@brigade/contract/enums";
import { MESSAGES, requiredMessage } from "@brigade/contract/messages";
import { Button, Group, Modal, MultiSelect, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { translated } from "../../../i18n/messages";
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

/** Approving a join request: the newcomer's area roles and availability, both required. */
export function ApproveJoinDialog({ request, roleGroups, onClose }: Props) {
  const { t } = useTranslation("requests");
  // The spec names availabilities by their values (English); the value sent stays as it is.
  const availabilityOptions = AVAILABILITIES.map((value) => ({
    value,
    label: t(`approveJoin.availabilities.${value}`),
  }));
  const approve = useApproveJoinRequest();
  // The name stays in the dialog while it animates closed.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);
  const form = useForm<Values>({
    initialValues: { area_role_ids: [], availability: "FullTime" },
    validate: {
      area_role_ids: (ids) => (ids.length === 0 ? translated(MESSAGES.areaRolesRequired) : null),
      availability: (value) => (value ? null : translated(requiredMessage.said("availability"))),
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
    <Modal opened={request !== null} onClose={close} title={t("approveJoin.title")} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="approveJoin.intro"
              values={{ name: shown?.user.name ?? "" }}
              components={{ strong: <strong /> }}
            />
          </Text>
          <MultiSelect
            label={t("approveJoin.areaRoles")}
            description={t("approveJoin.areaRolesHint")}
            required
            searchable
            data={roleGroups}
            placeholder={roleGroups.length ? t("approveJoin.chooseRoles") : t("approveJoin.addRolesFirst")}
            nothingFoundMessage={t("approveJoin.noRoleMatches")}
            hidePickedOptions
            {...form.getInputProps("area_role_ids")}
          />
          <Select
            label={t("approveJoin.availability")}
            required
            data={availabilityOptions}
            allowDeselect={false}
            {...form.getInputProps("availability")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("approveJoin.cancel")}
            </Button>
            <Button type="submit" loading={approve.isPending}>
              {t("approveJoin.approve")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
