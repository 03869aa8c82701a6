import { type EmployeeItem, teamMemberBody, teamMemberUpdateBody } from "@brigade/contract/employees";
import { AVAILABILITIES, type Availability, type StaffRole } from "@brigade/contract/enums";
import { requiredMessage } from "@brigade/contract/messages";
import { HOURS_STEP, WORK_RULE_LIMITS } from "@brigade/contract/work-rules";
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/password-field";
import { translated } from "../../../i18n/messages";
import { applyServerErrors } from "../../../lib/form-errors";
import { contractResolver } from "../../../lib/validate";
import { useCreateTeamMember } from "../api/create-team-member";
import { useUpdateTeamMember } from "../api/update-team-member";
import { availabilityLabel } from "./labels";

export type RoleOptionGroup = { group: string; items: { value: string; label: string }[] };

type Props = {
  /** Edit mode when given. */
  member?: EmployeeItem;
  roleGroups: RoleOptionGroup[];
  canChooseManager: boolean;
  /** The business's weekly maximum (its work rule), said beside the employee's own; unknown while loading. */
  businessMaxWeekHours?: number;
  onSaved: () => void;
  onCancel: () => void;
};

type Values = {
  name: string;
  email: string;
  phone: string;
  password: string;
  availability: Availability | null;
  area_role_ids: string[];
  role: StaffRole;
  /** "" while empty: the business's rule applies. */
  max_week_hours: number | string;
};

const ownMaximum = (value: number | string) => (value === "" ? null : Number(value));

export function TeamMemberForm({
  member,
  roleGroups,
  canChooseManager,
  businessMaxWeekHours,
  onSaved,
  onCancel,
}: Props) {
  const { t } = useTranslation("business");
  const availabilityOptions = AVAILABILITIES.map((value) => ({ value, label: availabilityLabel(value) }));
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const pending = create.isPending || update.isPending;
  const schemaRules = contractResolver(member ? teamMemberUpdateBody : teamMemberBody);
  // An empty choice is "required", not "must be one of".
  const validate = (values: Values) => ({
    ...schemaRules({ ...values, max_week_hours: ownMaximum(values.max_week_hours) }),
    ...(values.availability ? {} : { availability: translated(requiredMessage.said("availability")) }),
  });

  const form = useForm<Values>({
    initialValues: {
      name: member?.user.name ?? "",
      email: member?.user.email ?? "",
      phone: member?.user.phone ?? "",
      password: "",
      availability: member?.availability ?? null,
      area_role_ids: member?.area_roles.map((role) => String(role.id)) ?? [],
      role: member?.role === "manager" ? "manager" : "team_member",
      max_week_hours: member?.max_week_hours ?? "",
    },
    validate,
  });

  const submit = form.onSubmit((values) => {
    if (pending || !values.availability) return;
    const body = {
      name: values.name,
      email: values.email,
      phone: values.phone.trim() || null,
      availability: values.availability,
      area_role_ids: values.area_role_ids.map(Number),
      role: values.role,
      // Empty on an edit clears the employee's own maximum (null); on a create it is simply not set.
      max_week_hours: ownMaximum(values.max_week_hours),
    };
    const handlers = { onSuccess: onSaved, onError: (error: unknown) => applyServerErrors(form, error) };
    if (member) update.mutate({ ...body, id: member.id }, handlers);
    else create.mutate({ ...body, password: values.password }, handlers);
  });

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t("shared.name")} required autoComplete="off" {...form.getInputProps("name")} />
            <TextInput
              label={t("shared.email")}
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps("email")}
            />
            <TextInput label={t("shared.phone")} type="tel" autoComplete="off" {...form.getInputProps("phone")} />
            {!member && (
              <PasswordField
                label={t("teamMemberForm.initialPassword")}
                description={t("teamMemberForm.passwordHint")}
                required
                autoComplete="new-password"
                {...form.getInputProps("password")}
              />
            )}
            <Select
              label={t("shared.availability")}
              required
              data={availabilityOptions}
              placeholder={t("teamMemberForm.chooseAvailability")}
              searchable
              {...form.getInputProps("availability")}
            />
            <NumberInput
              label={t("teamMemberForm.maxWeekHours")}
              description={
                businessMaxWeekHours === undefined
                  ? t("teamMemberForm.maxWeekHoursHint")
                  : t("teamMemberForm.maxWeekHoursHintWithRule", { hours: businessMaxWeekHours })
              }
              min={WORK_RULE_LIMITS.max_week_hours.min}
              max={WORK_RULE_LIMITS.max_week_hours.max}
              step={HOURS_STEP}
              decimalScale={2}
              clampBehavior="none"
              {...form.getInputProps("max_week_hours")}
            />
          </SimpleGrid>
          <MultiSelect
            label={t("teamMemberForm.areaRoles")}
            description={t("teamMemberForm.areaRolesHint")}
            required
            searchable
            data={roleGroups}
            placeholder={roleGroups.length ? t("teamMemberForm.chooseRoles") : t("teamMemberForm.addRolesFirst")}
            nothingFoundMessage={t("teamMemberForm.noRole")}
            hidePickedOptions
            {...form.getInputProps("area_role_ids")}
          />
          <Radio.Group
            label={t("teamMemberForm.access")}
            description={canChooseManager ? undefined : t("teamMemberForm.onlyOwner")}
            {...form.getInputProps("role")}
          >
            <Group mt="xs">
              <Radio value="team_member" label={t("teamMemberForm.teamMember")} />
              <Radio value="manager" label={t("teamMemberForm.manager")} disabled={!canChooseManager} />
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t("shared.cancel")}
            </Button>
            <Button type="submit" loading={pending}>
              {member ? t("shared.saveChanges") : t("teamMemberForm.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
