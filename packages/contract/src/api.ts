import { z } from "zod";

// The response envelope of every endpoint (api-contract.md, Conventions).

export const envelope = <T extends z.ZodType>(payload: T) => z.object({ message: z.string().optional(), payload });

export const messageOnly = z.object({ message: z.string() });

export const validationError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationError>;

export const errorBody = z.object({ message: z.string() });
