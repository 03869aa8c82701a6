export type TeamMemberFilters = {
  page: number;
  length: number;
  search: string;
  employee_status: string | null;
  /** Only these employees, comma-separated. */
  ids?: string;
};

export const employeeKeys = {
  all: ["employees"] as const,
  list: (filters: TeamMemberFilters) => ["employees", "list", filters] as const,
  detail: (id: number) => ["employees", "detail", id] as const,
};
