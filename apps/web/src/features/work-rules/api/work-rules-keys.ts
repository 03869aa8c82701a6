export const workRulesKeys = { all: ["work-rules"] as const };
