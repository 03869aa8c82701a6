import { eq } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { businesses } from "../../db/schema/accounts";

export type BusinessRow = { id: number; name: string; logoPath: string | null; joinCode: string; currency: string };
const columns = {
  id: businesses.id,
  name: businesses.name,
  logoPath: businesses.logoPath,
  joinCode: businesses.joinCode,
  currency: businesses.currency,
};

// The business row is the tenant itself: every query is keyed by the caller's business id.
function queries(db: Db) {
  return {
    async find(businessId: number): Promise<BusinessRow | undefined> {
      const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId));
      return row;
    },

    /** Locks the row so two uploads at once cannot both think they replace the same old file. */
    async findForUpdate(businessId: number): Promise<BusinessRow | undefined> {
      const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId)).for("update");
      return row;
    },

    async rename(businessId: number, name: string, currency?: string): Promise<BusinessRow | undefined> {
      const [row] = await db
        .update(businesses)
        .set({ name, ...(currency ? { currency } : {}) })
        .where(eq(businesses.id, businessId))
        .returning(columns);
      return row;
    },

    async setJoinCode(businessId: number, joinCode: string): Promise<BusinessRow | undefined> {
      const [row] = await db
        .update(businesses)
        .set({ joinCode })
        .where(eq(businesses.id, businessId))
        .returning(columns);
      return row;
    },

    async setLogoPath(businessId: number, logoPath: string | null): Promise<BusinessRow | undefined> {
      const [row] = await db
        .update(businesses)
        .set({ logoPath })
        .where(eq(businesses.id, businessId))
        .returning(columns);
      return row;
    },
  };
}

export function makeBusinessRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type BusinessRepository = ReturnType<typeof makeBusinessRepository>;
