// Size presets of the generated restaurant chain, and the command-line flags shared by run.ts and generate.ts.

export type ChainSizes = {
  /** Preset name; part of the database name so each size keeps its own database. */
  name: string;
  locations: number;
  employees: number;
  shifts: number;
  /** Weeks of shifts, centred on the current week. */
  weeks: number;
  bookings: number;
};

export const SIZES: Record<"full" | "tiny", ChainSizes> = {
  full: { name: "full", locations: 50, employees: 2_000, shifts: 200_000, weeks: 26, bookings: 300_000 },
  // Small enough to generate and measure in seconds (it runs inside `npm test`).
  tiny: { name: "tiny", locations: 3, employees: 30, shifts: 600, weeks: 2, bookings: 600 },
};

/**
 * Ten IANA zones, with daylight-saving time in both hemispheres (New York and Europe in the north, Sydney in the
 * south) and zones without it (Sao Paulo, Kolkata, Tokyo). Location n is in zone (n - 1) mod 10.
 */
export const ZONES: { zone: string; city: string }[] = [
  { zone: "America/New_York", city: "New York" },
  { zone: "Europe/London", city: "London" },
  { zone: "Australia/Sydney", city: "Sydney" },
  { zone: "America/Chicago", city: "Chicago" },
  { zone: "Europe/Paris", city: "Paris" },
  { zone: "Asia/Tokyo", city: "Tokyo" },
  { zone: "America/Denver", city: "Denver" },
  { zone: "America/Los_Angeles", city: "Los Angeles" },
  { zone: "America/Sao_Paulo", city: "Sao Paulo" },
  { zone: "Asia/Kolkata", city: "Kolkata" },
];

/** Reads `--name value` pairs and bare `--flag`s. */
export function parseFlags(argv: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (!arg.startsWith("--")) throw new Error(`unexpected argument ${arg}`);
    const [key, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags.set(key, inline);
    else if (next !== undefined && !next.startsWith("--")) {
      flags.set(key, next);
      i++;
    } else flags.set(key, "true");
  }
  return flags;
}

/** The preset of --size (full), with any of --locations --employees --shifts --weeks --bookings overriding it. */
export function sizesFromFlags(flags: Map<string, string>): ChainSizes {
  const preset = flags.get("size") ?? "full";
  if (preset !== "full" && preset !== "tiny") throw new Error(`--size must be full or tiny, not ${preset}`);
  const sizes = { ...SIZES[preset] };
  const keys = ["locations", "employees", "shifts", "weeks", "bookings"] as const;
  const custom: string[] = [];
  for (const key of keys) {
    const value = flags.get(key);
    if (value === undefined) continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${key} must be a positive whole number`);
    sizes[key] = n;
    custom.push(String(n));
  }
  // Custom sizes get a database of their own, so --reuse never picks up data of another size.
  if (custom.length) sizes.name = `${preset}_${keys.map((k) => sizes[k]).join("_")}`;
  return sizes;
}

/** The database that holds a size: brigade_chain_full, brigade_chain_tiny, ... */
export const databaseName = (sizes: ChainSizes): string => `brigade_chain_${sizes.name}`.toLowerCase();

/** The URL of database `name` on the server of `url`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
