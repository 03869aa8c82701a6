import { type BusinessPayload, joinCodeFor, LOGO_MAX_BYTES } from "@brigade/contract/business";
import type { UserRole } from "@brigade/contract/enums";
import { MESSAGES } from "@brigade/contract/messages";
import { AppError } from "../../lib/app-error";
import { detectImage } from "../../lib/image-type";
import { newJoinCode } from "../../lib/tokens";
import { publicFileUrl } from "../../lib/uploads";
import type { LogoFiles } from "./logo-files";
import type { BusinessRepository, BusinessRow } from "./repository";

const present = (row: BusinessRow, role: UserRole = "owner"): BusinessPayload => ({
  id: row.id,
  name: row.name,
  logo_url: publicFileUrl(row.logoPath),
  join_code: joinCodeFor(row.joinCode, role),
  currency: row.currency,
});

export type Logger = { warn: (obj: object, msg: string) => void };

/** The business profile: its name and logo. */
export function makeBusinessService(repo: BusinessRepository, files: LogoFiles, log: Logger) {
  const found = (row: BusinessRow | undefined): BusinessRow => {
    if (!row) throw AppError.notFound();
    return row;
  };

  // The database no longer points at the old file, so failing to delete it loses nothing a user sees.
  const discard = (path: string | null) =>
    files.remove(path).catch((err: unknown) => log.warn({ err, path }, "could not delete a replaced logo"));

  return {
    show: async (businessId: number, role: UserRole) => present(found(await repo.find(businessId)), role),

    /** A new join code: the old code and every link with it stop working at once. */
    regenerateJoinCode: async (businessId: number) => present(found(await repo.setJoinCode(businessId, newJoinCode()))),

    rename: async (businessId: number, name: string, currency?: string) =>
      present(found(await repo.rename(businessId, name, currency))),

    /** Stores the image, points the business at it, then deletes the image it replaces. */
    async uploadLogo(businessId: number, bytes: Buffer | null): Promise<BusinessPayload> {
      if (!bytes || bytes.length === 0) throw AppError.field("logo", MESSAGES.logoMissing);
      if (bytes.length > LOGO_MAX_BYTES) throw AppError.field("logo", MESSAGES.logoTooLarge);
      const kind = detectImage(bytes);
      if (!kind) throw AppError.field("logo", MESSAGES.logoType);
      const path = await files.save(businessId, bytes, kind.ext);
      let swapped: { row: BusinessRow; old: string | null };
      try {
        swapped = await repo.transaction(async (tx) => {
          const current = found(await tx.findForUpdate(businessId));
          return { row: found(await tx.setLogoPath(businessId, path)), old: current.logoPath };
        });
      } catch (error) {
        await discard(path);
        throw error;
      }
      await discard(swapped.old);
      return present(swapped.row);
    },

    async removeLogo(businessId: number): Promise<BusinessPayload> {
      const { row, old } = await repo.transaction(async (tx) => {
        const current = found(await tx.findForUpdate(businessId));
        return { row: found(await tx.setLogoPath(businessId, null)), old: current.logoPath };
      });
      await discard(old);
      return present(row);
    },
  };
}
export type BusinessService = ReturnType<typeof makeBusinessService>;
