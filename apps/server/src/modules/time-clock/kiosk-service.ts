import { createHash } from "node:crypto";
import type { UserRole } from "@brigade/contract/enums";
import { dateIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { daysIn } from "@brigade/contract/periods";
import {
  KIOSK_LOCK_MS,
  KIOSK_MAX_DAILY_FAILURES,
  KIOSK_MAX_FAILURES,
  CLOCK_MESSAGES as M,
} from "@brigade/contract/time-clock";
import { AppError } from "../../lib/app-error";
import { hashToken, newToken } from "../../lib/tokens";
import type { KioskRepository } from "./kiosk-repository";
import type { ClockService } from "./service";

type Caller = { userId: number; businessId: number; role: UserRole };
type KioskAction = "in" | "break_start" | "break_end" | "out";
/** Where a kiosk's alert goes: the request's logger, at warn level. */
export type KioskAlert = (facts: Record<string, number>, message: string) => void;

export const KIOSK_PATH = "/kiosk/";

/**
 * A PIN's hash, salted with its business: unique within it, so a PIN names one person there. Four to eight digits
 * are few, whatever the hash: what protects them is the kiosk's lock after five wrong ones a minute, or 20 a day.
 */
export const pinHash = (businessId: number, pin: string) =>
  createHash("sha256").update(`brigade-pin:${businessId}:${pin}`).digest("hex");

/** Whether five wrong PINs within a minute were typed less than a minute ago (failures newest first). */
export function kioskLocked(failures: readonly Date[], now: Date): boolean {
  const newest = failures[0];
  const fifth = failures[KIOSK_MAX_FAILURES - 1];
  if (!newest || !fifth) return false;
  return newest.getTime() - fifth.getTime() <= 60_000 && now.getTime() - newest.getTime() < KIOSK_LOCK_MS;
}

/** Kiosks (time-and-cost.md, "Kiosk"): a location's shared tablet, its secret link, and punches by PIN. */
export function makeKioskService(
  repo: KioskRepository,
  clockService: ClockService,
  publicUrl: string,
  clock: () => Date = () => new Date(),
) {
  const urlOf = (token: string) => new URL(`${KIOSK_PATH}${token}`, publicUrl).toString();

  async function open(token: string) {
    const kiosk = await repo.kioskByToken(hashToken(token));
    if (!kiosk) throw AppError.notFound(M.kioskNotFound);
    return kiosk;
  }

  return {
    async describe(caller: Caller, locationId: number) {
      if (!(await repo.hasLocation(caller.businessId, locationId))) throw AppError.notFound(MESSAGES.locationNotFound);
      const kiosk = await repo.kioskOfLocation(caller.businessId, locationId);
      return { exists: kiosk !== undefined, created_at: kiosk?.createdAt.toISOString() ?? null };
    },

    /** A new secret link for the location's kiosk; `create` refuses when it has one (rotate replaces it). */
    async issue(caller: Caller, locationId: number, rotate: boolean) {
      if (!(await repo.hasLocation(caller.businessId, locationId))) throw AppError.notFound(MESSAGES.locationNotFound);
      const existing = await repo.kioskOfLocation(caller.businessId, locationId);
      if (existing && !rotate) throw AppError.conflict(M.kioskExists);
      const token = newToken();
      await repo.transaction(async (tx) => {
        await tx.forgetFailures(caller.businessId, locationId);
        await tx.saveKiosk(caller.businessId, locationId, hashToken(token), caller.userId);
      });
      return { url: urlOf(token) };
    },

    /** What the tablet shows: the location, and who is on shift there today. */
    async info(token: string) {
      const kiosk = await open(token);
      const today = daysIn(kiosk.timeZone, dateIn(clock(), kiosk.timeZone), dateIn(clock(), kiosk.timeZone));
      const people = await repo.onShift(kiosk.businessId, kiosk.locationId, today.from, today.to);
      return {
        location_name: kiosk.locationName,
        time_zone: kiosk.timeZone,
        on_shift_today: people.map((p) => ({
          name: p.name,
          from: p.from.toISOString(),
          to: p.to.toISOString(),
          clocked_in: p.clockedIn,
        })),
      };
    },

    /**
     * One of the four actions, for whoever the PIN names at the kiosk's location. The kiosk's lock, its failures,
     * the PIN and a wrong one's record are one transaction under the kiosk's row lock, so each attempt is counted
     * before the next is judged. The wrong PIN that reaches the day's bound tells the business's owners (kiosk_locked,
     * in the same transaction: once per lock, since later attempts are refused before they count) and `alert` the log.
     */
    async punch(token: string, pin: string, action: KioskAction, alert: KioskAlert = () => {}) {
      const kiosk = await open(token);
      const now = clock();
      const hash = pinHash(kiosk.businessId, pin);
      const verdict = await repo.transaction(async (tx) => {
        await tx.lockKiosk(kiosk.id);
        const failures = await tx.failures(kiosk.id, now);
        if (failures.today >= KIOSK_MAX_DAILY_FAILURES) throw new AppError("too_many", M.kioskLockedToday);
        if (kioskLocked(failures.recent, now)) throw new AppError("too_many", M.kioskLocked);
        const employee = await tx.employeeByPin(kiosk.businessId, hash);
        if (employee) return { employee, wrongToday: 0 };
        await tx.recordFailure(kiosk.id, now);
        const wrongToday = failures.today + 1;
        if (wrongToday === KIOSK_MAX_DAILY_FAILURES) await tx.tellOwnersLocked(kiosk.businessId, kiosk.locationId);
        return { employee: undefined, wrongToday };
      });
      const { employee } = verdict;
      if (!employee) {
        if (verdict.wrongToday === KIOSK_MAX_DAILY_FAILURES)
          alert(
            {
              kioskId: kiosk.id,
              businessId: kiosk.businessId,
              locationId: kiosk.locationId,
              failures: verdict.wrongToday,
            },
            "kiosk locked for the day: too many wrong PINs; the owner should make a new kiosk link",
          );
        throw new AppError("unauthenticated", M.wrongPin);
      }
      const who = {
        businessId: kiosk.businessId,
        employeeId: employee.employeeId,
        source: "kiosk" as const,
        kioskLocationId: kiosk.locationId,
      };
      const { actions } = clockService;
      const punch =
        action === "in"
          ? await actions.clockIn(who, {})
          : action === "break_start"
            ? await actions.breakStart(who, {})
            : action === "break_end"
              ? await actions.breakEnd(who, {})
              : await actions.clockOut(who, {});
      const at =
        action === "in"
          ? punch.in_at
          : action === "out"
            ? (punch.out_at ?? now.toISOString())
            : (punch.breaks.at(-1)?.[action === "break_start" ? "start_at" : "end_at"] ?? now.toISOString());
      return { name: employee.name, action, at };
    },

    async setPin(caller: Caller, pin: string | null) {
      const saved = await repo.setPin(
        caller.businessId,
        caller.userId,
        pin === null ? null : pinHash(caller.businessId, pin),
      );
      if (!saved) throw AppError.conflict(M.pinTaken);
    },
  };
}
export type KioskService = ReturnType<typeof makeKioskService>;
