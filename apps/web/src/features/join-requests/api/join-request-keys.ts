export type JoinRequestFilters = { page: number; length: number };

/**
 * Under the team members' root key on purpose: approving or rejecting someone changes the team member
 * listing too, and invalidating `["employees"]` refreshes both without importing another feature.
 */
export const joinRequestKeys = {
  employees: ["employees"] as const,
  list: (filters: JoinRequestFilters) => ["employees", "join-requests", filters] as const,
};
