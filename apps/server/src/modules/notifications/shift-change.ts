import type { ShiftChange } from "./notices-repository";

/** What of a shift its holders see in their notification: its name, description, type, bonus and times. */
export type StaffView = {
  name: string;
  description?: string | null;
  shiftType?: string;
  bonus?: string | number;
  startsAt: Date;
  endsAt: Date;
};

/**
 * The change a shift's holders are told of, or null when nothing they see changed (a count raised, a colour): an
 * edit of what the shift is says "edited", new times alone "moved".
 */
export function staffChange(before: StaffView, after: StaffView): ShiftChange | null {
  const edited =
    before.name !== after.name ||
    (after.description !== undefined && (before.description ?? null) !== (after.description ?? null)) ||
    (after.shiftType !== undefined && before.shiftType !== after.shiftType) ||
    (after.bonus !== undefined && Number(before.bonus) !== Number(after.bonus));
  if (edited) return "edited";
  const moved =
    before.startsAt.getTime() !== after.startsAt.getTime() || before.endsAt.getTime() !== after.endsAt.getTime();
  return moved ? "moved" : null;
}
