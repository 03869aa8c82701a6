// The staffing namespace in English: the calendar's Staffing panel (demand.md, "Labour model"): per role, the people
// the labour model requires against the positions scheduled, over the week or day shown, with the gaps marked.
export const staffing = {
  title: "Staffing",
  show: "Show staffing chart",
  hide: "Hide staffing chart",
  loading: "Loading the staffing",
  failed: "Could not load the staffing",
  summary: {
    weekUnder_one: "Under-staffed by {{hours}} person-hour this week.",
    weekUnder_other: "Under-staffed by {{hours}} person-hours this week.",
    weekOver_one: "Over-staffed by {{hours}} person-hour this week.",
    weekOver_other: "Over-staffed by {{hours}} person-hours this week.",
    weekMatched: "Staffed as required this week.",
    dayUnder_one: "Under-staffed by {{hours}} person-hour on this day.",
    dayUnder_other: "Under-staffed by {{hours}} person-hours on this day.",
    dayOver_one: "Over-staffed by {{hours}} person-hour on this day.",
    dayOver_other: "Over-staffed by {{hours}} person-hours on this day.",
    dayMatched: "Staffed as required on this day.",
  },
  empty: "No role has a labour rule or a shift in this period.",
  noRules: "No labour rule requires anyone in this period, so every position scheduled counts as over.",
  setRules: "Set opening hours and the labour model",
  noForecast:
    "No forecast yet (it needs 4 weeks of sales history): rules that follow sales or transactions ask for their minimum.",
  role: {
    title: "{{role}} ({{area}})",
    totals: "Required {{required}} h · scheduled {{scheduled}} h",
    under: "Under by {{hours}} h",
    over: "Over by {{hours}} h",
    matched: "As required",
  },
  chart: {
    required: "Required",
    scheduled: "Scheduled",
    short: "Missing",
  },
  table: {
    byDay: "Staffing of {{role}} ({{area}}) by day, in person-hours",
    byHour: "Staffing of {{role}} ({{area}}) by hour, in people on average",
    day: "Day",
    hour: "Hour",
    required: "Required",
    scheduled: "Scheduled",
    under: "Under",
    over: "Over",
    short: "Missing",
  },
} as const;
