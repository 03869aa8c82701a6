import type {
  ChangePasswordBody,
  JoinBody,
  LocaleBody,
  LoginBody,
  MePayload,
  RegisterBody,
  SessionUser,
} from "@brigade/contract/auth";
import { joinCodeFor } from "@brigade/contract/business";
import { MESSAGES } from "@brigade/contract/messages";
import { STARTER_SHIFT_NAMES } from "@brigade/contract/shift-names";
import type { Config } from "../../config";
import { AppError } from "../../lib/app-error";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { newJoinCode } from "../../lib/tokens";
import { publicFileUrl } from "../../lib/uploads";
import type { AuthRepository } from "./repository";
import { makeSessionOpener } from "./sessions";

type UserRow = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: SessionUser["role"];
  avatarPath: string | null;
  locale: SessionUser["locale"];
};

export const toSessionUser = (u: UserRow): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role,
  avatar_url: publicFileUrl(u.avatarPath),
  locale: u.locale,
});

const MINUTE = 60_000;

export function makeAuthService(repo: AuthRepository, config: Config) {
  const windowStart = () => new Date(Date.now() - config.loginFailures.windowMinutes * MINUTE);

  /**
   * Failures count per (e-mail, address) and per address, never per e-mail alone: guessing from one place
   * stops there, yet nobody elsewhere can lock the account's owner out, and a correct password from an
   * address without failures always works. The attempt is taken (and counted as a failure) before the password
   * is checked, atomically, so a burst sent side by side is judged no further than the limit; a success clears it.
   */
  async function takeAttempt(email: string, ip: string): Promise<void> {
    if (!(await repo.takeAttempt(email, ip, windowStart(), config.loginFailures))) {
      throw new AppError("too_many", MESSAGES.tooManyLogins);
    }
  }

  const openSession = makeSessionOpener(repo, config);

  return {
    async register(body: RegisterBody) {
      if (await repo.emailExists(body.email)) throw AppError.field("email", MESSAGES.emailTaken);
      const passwordHash = await hashPassword(body.password);
      const user = await repo.transaction(async (tx) => {
        const business = await tx.insertBusiness(body.business_name, newJoinCode());
        // Breakfast, Lunch, Dinner, Late Night (in the owner's language) with their usual times: Create Shift fills them.
        await tx.insertShiftNames(business.id, STARTER_SHIFT_NAMES[body.locale ?? "en"]);
        return tx.insertUser({
          businessId: business.id,
          name: body.name,
          email: body.email,
          passwordHash,
          role: "owner",
          locale: body.locale ?? null,
        });
      });
      return { token: await openSession(user.id), user: toSessionUser(user) };
    },

    async login(body: LoginBody, ip: string) {
      await takeAttempt(body.email, ip);
      const found = await repo.findUserByEmail(body.email);
      if (!(await verifyPassword(found?.user.passwordHash, body.password)) || !found) {
        throw new AppError("unauthenticated", MESSAGES.invalidCredentials);
      }
      // The right password: the attempt taken for it is not a failure, whatever the account's state.
      await repo.clearFailures(body.email, ip, windowStart());
      if (found.employeeStatus === "waiting_for_approval") throw AppError.forbidden(MESSAGES.accountPending);
      if (found.employeeStatus === "rejected") throw AppError.forbidden(MESSAGES.accountRejected);
      if (!found.user.active || (found.employeeStatus && found.employeeStatus !== "active_employee")) {
        throw AppError.forbidden(MESSAGES.accountInactive);
      }
      return { token: await openSession(found.user.id), user: toSessionUser(found.user) };
    },

    /** A join request: an employee waiting for approval, who cannot log in until approved. */
    async join(body: JoinBody) {
      const business = await repo.findBusinessByJoinCode(body.join_code.trim().toUpperCase());
      if (!business) throw AppError.field("join_code", MESSAGES.joinCodeInvalid);
      if (await repo.emailExists(body.email)) throw AppError.field("email", MESSAGES.emailTaken);
      const passwordHash = await hashPassword(body.password);
      return repo.transaction(async (tx) => {
        const user = await tx.insertUser({
          businessId: business.id,
          name: body.name,
          email: body.email,
          passwordHash,
          role: "team_member",
          locale: body.locale ?? null,
        });
        const employee = await tx.insertEmployee({
          businessId: business.id,
          userId: user.id,
          availability: "FullTime",
          status: "waiting_for_approval",
        });
        return { id: employee.id, status: employee.status, user: toSessionUser(user) };
      });
    },

    async me(userId: number, businessId: number): Promise<MePayload> {
      const row = await repo.findMe(userId, businessId);
      if (!row) throw new AppError("unauthenticated", MESSAGES.unauthenticated);
      return {
        user: toSessionUser(row.user),
        business: {
          id: row.business.id,
          name: row.business.name,
          logo_url: publicFileUrl(row.business.logoPath),
          join_code: joinCodeFor(row.business.joinCode, row.user.role),
        },
        employee: row.employee
          ? { id: row.employee.id, status: row.employee.status, availability: row.employee.availability }
          : null,
      };
    },

    async changePassword(
      auth: { userId: number; businessId: number; sessionId: number },
      body: ChangePasswordBody,
      ip: string,
    ) {
      const row = await repo.findMe(auth.userId, auth.businessId);
      if (!row) throw new AppError("unauthenticated", MESSAGES.unauthenticated);
      // A stolen session must not become a way to guess the password: the login's limits apply here too.
      await takeAttempt(row.user.email, ip);
      if (!(await verifyPassword(row.user.passwordHash, body.current_password))) {
        throw AppError.field("current_password", MESSAGES.wrongCurrentPassword);
      }
      const passwordHash = await hashPassword(body.password);
      // What the old password opened goes with it: the other sessions and the calendar link.
      await repo.transaction(async (tx) => {
        await tx.updatePasswordHash(auth.userId, auth.businessId, passwordHash);
        await tx.deleteOtherSessions(auth.userId, auth.sessionId);
        await tx.dropCalendarFeed(auth.userId);
      });
      await repo.clearFailures(row.user.email, ip, windowStart());
    },

    /** The language the caller's notifications, e-mails and messages use from now on; null follows the browser. */
    setLocale: (auth: { userId: number; businessId: number }, body: LocaleBody) =>
      repo.updateLocale(auth.userId, auth.businessId, body.locale),

    logout: (sessionId: number) => repo.deleteSession(sessionId),
  };
}
export type AuthService = ReturnType<typeof makeAuthService>;
