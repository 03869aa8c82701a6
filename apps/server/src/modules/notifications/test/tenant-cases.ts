import type { TestApp } from "../../../test/harness";
import { createStaff } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { askTimeOff, listOf } from "./support";

/** A notification of business A's owner (their member asked for time off): business B cannot mark it read. */
export const notificationTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "a notification marked as read",
    create: async (ownerA) => {
      await askTimeOff(await createStaff(app(), ownerA, "team_member"), 5);
      const [item] = (await listOf(ownerA)).items;
      if (!item) throw new Error("the owner was not notified");
      return item.id;
    },
    requests: (id) => [{ method: "POST", url: "/api/notifications/read", payload: { ids: [id] } }],
  },
];
