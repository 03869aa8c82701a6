import { ASSIGN_MESSAGES, type AssignField, assignErrors } from "@brigade/contract/assignments";
import type { ShiftItem } from "@brigade/contract/shifts";
import { ianaName } from "@brigade/contract/time-zones";
import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { translated } from "../../../i18n/messages";
import { useFitOf } from "../api/fit-of";
import { useOpenTimeSlots } from "../api/time-slots";
import { slotLabel } from "../lib/slot-label";
import { type EmployeeChoice, EmployeeField } from "./employee-field";
import { RestConsentAsk } from "./rest-consent-ask";
import { type RestQuestion, useAssignSubmit } from "./use-assign-submit";

export type AssignShiftPreset = {
  areaRoleId?: number;
  slotId?: number;
  employee?: EmployeeChoice;
};

export type AssignShiftModalProps = {
  opened: boolean;
  onClose: () => void;
  shift: ShiftItem | null;
  preset?: AssignShiftPreset;
};

/**
 * The spec's Assign Shift modal (its body scrolls inside the viewport, Mantine's default): location, role, time slot (after a role), employees (after a slot).
 * Only Close or a finished submit closes it; every submit that passes validation closes it too, and
 * closing forgets the choices (the body unmounts). Except one: an assignment refused for a short rest the employee
 * has not agreed to (a location under fair-workweek rules) keeps it open with the refusal and a way to ask them
 * (RestConsentAsk); whoever was assigned meanwhile leaves the choice, and Assign tries the rest again.
 */
export function AssignShiftModal({ opened, onClose, shift, preset }: AssignShiftModalProps) {
  const { t } = useTranslation("planning");
  return (
    <Modal
      id="modal-assignShift"
      opened={opened && shift !== null}
      onClose={onClose}
      title={t("assign.title")}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
    >
      {shift && <AssignShiftForm shift={shift} preset={preset} onClose={onClose} />}
    </Modal>
  );
}

function AssignShiftForm({
  shift,
  preset,
  onClose,
}: {
  shift: ShiftItem;
  preset?: AssignShiftPreset;
  onClose: () => void;
}) {
  const { t } = useTranslation("planning");
  const zone = ianaName(shift.location.time_zone);
  const [areaRoleId, setAreaRoleId] = useState<number | null>(preset?.areaRoleId ?? null);
  const [slotId, setSlotId] = useState<number | null>(preset?.slotId ?? null);
  const [employees, setEmployees] = useState<EmployeeChoice[]>(preset?.employee ? [preset.employee] : []);
  const [errors, setErrors] = useState<Partial<Record<AssignField, string>>>({});
  const [restQuestions, setRestQuestions] = useState<RestQuestion[]>([]);
  const slots = useOpenTimeSlots(shift.id, areaRoleId);
  const { submit, pending, payDialog } = useAssignSubmit();

  // A preset slot that has filled up before the list was read is not offered, so it is not chosen either. A slot
  // chosen from the list stays chosen when a live update then drops it (someone took its last position meanwhile):
  // the assignment goes to the server, which says why it cannot be given, rather than the form saying "required".
  const listed = slots.data?.find((s) => s.id === slotId) ?? null;
  const [seen, setSeen] = useState<typeof listed>(null);
  if (listed && listed !== seen) setSeen(listed);
  const slot = listed ?? (seen !== null && seen.id === slotId ? seen : null);
  // The employee the modal was opened for: their fit (badges, questions) comes from the candidate list.
  const fixed = preset?.employee;
  const fixedFit = useFitOf(
    fixed && slot && areaRoleId
      ? { slotId: slot.id, locationId: shift.location_id, areaRoleId, employee: fixed }
      : null,
  );
  const fixedChoice = fixed && { ...fixed, fit: fixedFit.data ?? undefined };
  // Approved time off: they cannot be given the slot (the server would refuse it too).
  const fixedOff = fixedChoice?.fit?.time_off === true;
  const roleOptions = shift.area_roles.map((r) => ({ value: String(r.id), label: `${r.name} (${r.area_name})` }));
  const slotOptions = [...(slots.data ?? []), ...(slot && !listed ? [slot] : [])].map((s) => ({
    value: String(s.id),
    label: slotLabel(s, zone),
  }));
  const noSlot = slots.isSuccess && slotOptions.length === 0;

  const forget = (...fields: AssignField[]) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f as AssignField))),
    );

  const assign = async () => {
    if (pending || fixedOff) return;
    const found = assignErrors({ areaRoleId, slotId: slot?.id ?? null, employeeIds: employees.map((e) => e.id) });
    if (found) {
      setErrors(found);
      return;
    }
    if (!areaRoleId || !slot) return;
    const chosen = employees.map((e) => (fixedChoice && e.id === fixedChoice.id ? fixedChoice : e));
    setRestQuestions([]);
    const outcome = await submit({ shift, areaRoleId, slot, employees: chosen });
    if (!outcome) return;
    setErrors({});
    if (outcome.restQuestions.length === 0) {
      onClose();
      return;
    }
    setEmployees((current) => current.filter((e) => !outcome.assigned.includes(e.id)));
    setRestQuestions(outcome.restQuestions);
  };

  return (
    <Stack gap="md">
      <TextInput label={t("assign.location")} value={shift.location.name} readOnly />
      <Select
        label={t("assign.role")}
        placeholder={t("assign.rolePlaceholder")}
        data={roleOptions}
        value={areaRoleId ? String(areaRoleId) : null}
        onChange={(v) => {
          setAreaRoleId(v ? Number(v) : null);
          setSlotId(null);
          if (!preset?.employee) setEmployees([]);
          setRestQuestions([]);
          forget("area_role_id", "slot_id");
        }}
        error={errors.area_role_id}
        withAsterisk
        allowDeselect={false}
        disabled={pending}
      />
      {areaRoleId !== null && (
        <Select
          label={t("assign.slot")}
          placeholder={
            noSlot
              ? translated(ASSIGN_MESSAGES.noTimeSlot)
              : slots.isPending
                ? t("assign.slotsLoading")
                : t("assign.slotPlaceholder")
          }
          data={slotOptions}
          value={slot ? String(slot.id) : null}
          onChange={(v) => {
            setSlotId(v ? Number(v) : null);
            if (!preset?.employee) setEmployees([]);
            setRestQuestions([]);
            forget("slot_id");
          }}
          nothingFoundMessage={translated(ASSIGN_MESSAGES.noTimeSlot)}
          error={errors.slot_id}
          withAsterisk
          allowDeselect={false}
          disabled={pending || noSlot}
        />
      )}
      {areaRoleId !== null && slot && (
        <EmployeeField
          slotId={slot.id}
          locationId={shift.location_id}
          areaRoleId={areaRoleId}
          value={employees}
          onChange={(value) => {
            setEmployees(value);
            setRestQuestions((current) => current.filter((q) => value.some((e) => e.id === q.employee.id)));
            forget("employee_id");
          }}
          fixed={fixedChoice}
          error={errors.employee_id}
        />
      )}
      {restQuestions.map((question, index) => (
        <RestConsentAsk key={question.employee.id} question={question} focusOnShow={index === 0} />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {t("assign.close")}
        </Button>
        <Button onClick={assign} loading={pending || fixedFit.isLoading} disabled={fixedOff}>
          {t("assign.assign")}
        </Button>
      </Group>
      {payDialog}
    </Stack>
  );
}
