import type { TenantCase } from "../../../test/tenant-isolation";

/** Business A's owner's guides, by id. */
export const guideTenantCases: TenantCase[] = [
  {
    name: "guides",
    create: async (ownerA) => {
      const res = await ownerA.get("/api/guides");
      if (res.statusCode !== 200) throw new Error(`guides read failed: ${res.statusCode} ${res.body}`);
      return res.json().payload[0].id as number;
    },
    requests: (id) => [{ method: "POST", url: "/api/guides/update", payload: { id } }],
  },
];
