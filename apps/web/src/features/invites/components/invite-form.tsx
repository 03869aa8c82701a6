import type { StaffRole } from "@brigade/contract/enums";
import { type CreatedInvitesPayload, inviteBody, MAX_INVITES_PER_REQUEST } from "@brigade/contract/invites";
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconSend, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../components/form-error";
import { ApiError } from "../../../lib/api-client";
import { contractResolver } from "../../../lib/validate";
import { useSendInvites } from "../api/send-invites";

/** The positions to offer, grouped by location (the Create Team Member form's choices). */
export type PositionGroup = { group: string; items: { value: string; label: string }[] };

type Row = { key: number; email: string; name: string; role: StaffRole; area_role_ids: string[] };
type Props = {
  positions: PositionGroup[];
  canInviteManagers: boolean;
  /** Whether the server mails the links; said on the button. */
  mailOn: boolean;
  onSent: (result: CreatedInvitesPayload) => void;
};

let nextKey = 0;
const emptyRow = (): Row => ({ key: ++nextKey, email: "", name: "", role: "team_member", area_role_ids: [] });

/** Rows of e-mail, name, role and positions; the server answers with a link per person. */
export function InviteForm({ positions, canInviteManagers, mailOn, onSent }: Props) {
  const { t } = useTranslation("invites");
  const mutation = useSendInvites();
  const form = useForm<{ invites: Row[] }>({
    initialValues: { invites: [emptyRow()] },
    validate: contractResolver(inviteBody),
  });
  const rows = form.getValues().invites;

  const submit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    const body = {
      invites: values.invites.map((row) => ({
        email: row.email,
        name: row.name.trim() || null,
        role: row.role,
        area_role_ids: row.area_role_ids.map(Number),
      })),
    };
    mutation.mutate(body, {
      onSuccess: (answer) => onSent(answer.payload),
      // The server keys its refusals by row (`invites.2.email`), as the form names its fields.
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 422) return;
        form.setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, messages]) => [key, messages[0]])));
      },
    });
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Title order={2} size="h4">
              {t("form.title")}
            </Title>
            <Text size="sm" c="dimmed">
              {mailOn ? t("mail.on") : t("mail.off")}
            </Text>
          </div>
          <FormError error={mutation.error} />
          {rows.map((row, index) => (
            <Stack
              key={row.key}
              gap="xs"
              role="group"
              aria-labelledby={`invite-person-${row.key}`}
              style={{ borderTop: index > 0 ? "1px solid var(--mantine-color-gray-3)" : undefined }}
              pt={index > 0 ? "sm" : 0}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text id={`invite-person-${row.key}`} fw={600} size="sm">
                  {t("form.person", { n: index + 1 })}
                </Text>
                {rows.length > 1 && (
                  <Tooltip label={t("form.remove", { n: index + 1 })}>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      aria-label={t("form.remove", { n: index + 1 })}
                      onClick={() => form.removeListItem("invites", index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t("form.email")}
                  type="email"
                  required
                  autoComplete="off"
                  {...form.getInputProps(`invites.${index}.email`)}
                />
                <TextInput
                  label={t("form.name")}
                  description={t("form.optional")}
                  autoComplete="off"
                  {...form.getInputProps(`invites.${index}.name`)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {canInviteManagers ? (
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id={`invite-role-${row.key}`}>
                      {t("form.role")}
                    </Text>
                    <SegmentedControl
                      aria-labelledby={`invite-role-${row.key}`}
                      data={[
                        { value: "team_member", label: t("roles.team_member") },
                        { value: "manager", label: t("roles.manager") },
                      ]}
                      {...form.getInputProps(`invites.${index}.role`)}
                    />
                  </Stack>
                ) : (
                  <TextInput label={t("form.role")} value={t("roles.team_member")} readOnly />
                )}
                <MultiSelect
                  label={t("form.positions")}
                  description={positions.length === 0 ? t("form.noPositions") : t("form.optional")}
                  data={positions}
                  disabled={positions.length === 0}
                  searchable
                  clearable
                  {...form.getInputProps(`invites.${index}.area_role_ids`)}
                />
              </SimpleGrid>
            </Stack>
          ))}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={rows.length >= MAX_INVITES_PER_REQUEST}
              onClick={() => form.insertListItem("invites", emptyRow())}
            >
              {t("form.add")}
            </Button>
            <Button type="submit" loading={mutation.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {mailOn ? t("form.send") : t("form.createLinks")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
