import { z } from "zod";
import { id } from "./fields";

/**
 * The getting-started checklist with where each item leads (the spec's labels and routes), in the order a new
 * business sets up (issue 36: the spec lists them last-first), ending with the week published: staff see a shift
 * with someone on it.
 */
export const GUIDES = [
  { key: "add_location", label: "ADD LOCATION", route: "/create-location" },
  { key: "add_work_area_and_role", label: "ADD WORK AREA AND ROLE", route: "/workarea/create" },
  { key: "add_staff", label: "ADD STAFF", route: "/create-team-member" },
  { key: "add_manager", label: "ADD MANAGER", route: "/create-team-member" },
  { key: "create_shift", label: "CREATE SHIFT", route: "/create-shift" },
  { key: "publish_week", label: "PUBLISH WEEK", route: "/calendar?view=timeGridWeek" },
] as const;

/** The first guide not done yet, in the checklist's order; none when all are. */
export const nextGuide = (guides: readonly { key: string; value: number }[]) =>
  GUIDES.find((g) => guides.find((item) => item.key === g.key)?.value !== 1);

export const GUIDE_KEYS = GUIDES.map((g) => g.key) as [GuideKey, ...GuideKey[]];
export type GuideKey = (typeof GUIDES)[number]["key"];

export const GUIDE_MESSAGES = {
  unknownKey: `The key must be one of ${GUIDES.map((g) => g.key).join(", ")}.`,
  keyOrId: "The key or id field is required.",
  notFound: "Guide not found.",
} as const;

export const guideItem = z.object({
  id: z.number(),
  key: z.enum(GUIDE_KEYS),
  value: z.union([z.literal(0), z.literal(1)]),
});
export type GuideItem = z.infer<typeof guideItem>;

/** POST /api/guides/update: the guide to tick, by its key or by its id (the key wins when both are sent). */
export const guideUpdateBody = z
  .object({
    key: z.enum(GUIDE_KEYS, { error: GUIDE_MESSAGES.unknownKey }).optional(),
    id: id().optional(),
  })
  .refine((b) => b.key !== undefined || b.id !== undefined, { message: GUIDE_MESSAGES.keyOrId, path: ["key"] });
export type GuideUpdateBody = z.output<typeof guideUpdateBody>;

/** Share of guides done, 0 to 100, capped at 100. */
export const guideProgress = (guides: readonly { value: number }[]): number =>
  guides.length === 0
    ? 0
    : Math.min(100, Math.round((100 * guides.filter((g) => g.value === 1).length) / guides.length));
