// Demand (demand.md) as set-based SQL, after the shifts: what the staffing read and labour against sales read at
// chain scale. Every location: 12 weeks of sales history before today (a lunch and a dinner peak on its own clock,
// a weekday shape, a location's own size), open 11:00 to 23:00 every day, and a labour rule for each of its roles
// (the first of each area driven by sales, the others fixed). Needs a checkout with migration 0022; an older one (a
// "before" run) skips it.
import type { Step } from "./fill";

/** Weeks of sales history before today: what the forecast reads. */
const HISTORY_WEEKS = 12;

export async function fillDemand(step: Step, businessId: number) {
  await step(
    "opening_hours",
    `insert into opening_hours (business_id, location_id, weekday, open, close)
     select $1::int, l.id, d.weekday, time '11:00', time '23:00'
       from locations l
      cross join unnest(array['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']) d(weekday)`,
    [businessId],
  );
  await step(
    "labour_rules",
    `insert into labour_rules (business_id, location_id, area_role_id, driver, per, count, min, before_open_min,
                               after_close_min)
     select $1::int, a.location_id, r.id,
            case when r.id = first_value(r.id) over w then 'sales' else 'fixed' end,
            case when r.id = first_value(r.id) over w then 150 end,
            case when r.id = first_value(r.id) over w then null else 1 + r.id % 2 end,
            1, 30, 15
       from area_roles r join areas a on a.id = r.area_id
     window w as (partition by r.area_id order by r.id)`,
    [businessId],
  );
  // Each quarter from 11:00 to 23:00 local: the location's size x its weekday's share x a lunch or dinner peak x a
  // little deterministic noise, in cents.
  await step(
    "sales_intervals",
    `insert into sales_intervals (business_id, location_id, start, sales)
     select $1::int, l.id, ((d + q * interval '15 minutes') at time zone l.time_zone),
            round((2000 + (l.id % 7) * 400)
              * (array[0.75, 0.8, 0.9, 1.0, 1.35, 1.45, 0.95])[extract(isodow from d)::int]
              * (0.3 + exp(-power((q - 6) / 5.0, 2)) + 1.5 * exp(-power((q - 32) / 7.0, 2)))
              * (0.9 + 0.2 * ((l.id * 31 + q * 7 + extract(doy from d)::int * 13) % 100) / 100.0), 2)
       from locations l
      cross join generate_series(
              (current_date - $2::int * 7)::timestamp + interval '11 hours',
              (current_date - 1)::timestamp + interval '11 hours', interval '1 day') d
      cross join generate_series(0, 47) q`,
    [businessId, HISTORY_WEEKS],
  );
}
