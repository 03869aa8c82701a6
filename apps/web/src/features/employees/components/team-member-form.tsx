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
import { schemaResolver, useForm } from "@mantine/form";
import { PasswordField } from "../../../components/password-field";
import { applyServerErrors } from "../../../lib/form-errors";
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

const availabilityOptions = AVAILABILITIES.map((value) => ({ value, label: availabilityLabel(value) }));

const ownMaximum = (value: number | string) => (value === "" ? null : Number(value));

export function TeamMemberForm({
  member,
  roleGroups,
  canChooseManager,
  businessMaxWeekHours,
  onSaved,
  onCancel,
}: Props) {
  const create = useCreateTeamMember();
  const update = useUpdateTeamMember();
  const pending = create.isPending || update.isPending;
  const schemaRules = schemaResolver(member ? teamMemberUpdateBody : teamMemberBody, { sync: true });
  // An empty choice is "required", not "must be one of".
  const validate = (values: Values) => ({
    ...schemaRules({ ...values, max_week_hours: ownMaximum(values.max_week_hours) }),
    ...(values.availability ? {} : { availability: requiredMessage("availability") }),
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
            <TextInput label="Name" required autoComplete="off" {...form.getInputProps("name")} />
            <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps("email")} />
            <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps("phone")} />
            {!member && (
              <PasswordField
                label="Initial password"
                description="At least 8 characters; they can change it after logging in."
                required
                autoComplete="new-password"
                {...form.getInputProps("password")}
              />
            )}
            <Select
              label="Availability"
              required
              data={availabilityOptions}
              placeholder="Choose availability"
              searchable
              {...form.getInputProps("availability")}
            />
            <NumberInput
              label="Maximum weekly hours"
              description={
                businessMaxWeekHours === undefined
                  ? "Optional: empty follows the business's work rule."
                  : `Optional: empty follows the business's work rule, ${businessMaxWeekHours} hours.`
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
            label="Area roles"
            description="The roles this person can work, grouped by location."
            required
            searchable
            data={roleGroups}
            placeholder={roleGroups.length ? "Choose roles" : "Add work areas and roles first"}
            nothingFoundMessage="No role matches"
            hidePickedOptions
            {...form.getInputProps("area_role_ids")}
          />
          <Radio.Group
            label="Access"
            description={canChooseManager ? undefined : "Only the owner can make someone a manager."}
            {...form.getInputProps("role")}
          >
            <Group mt="xs">
              <Radio value="team_member" label="Team member" />
              <Radio value="manager" label="Manager" disabled={!canChooseManager} />
            </Group>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {member ? "Save changes" : "Create team member"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
