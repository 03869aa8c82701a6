// Wages, budgets and punches (time-and-cost.md) as set-based SQL, after the bookings: what the labour cost and the
// timesheets read at chain scale. Needs a checkout with migration 0011; an older one (a "before" run) skips it.
import type { Step } from "./fill";
import { weeksBefore } from "./fill";
import type { ChainSizes } from "./sizes";

/** Days of punches before now: a month and the days of a week before it, so a whole past month is covered. */
const PUNCH_DAYS = 38;

export async function fillTimeAndCost(step: Step, businessId: number, sizes: ChainSizes) {
  // Every employee has a base rate of 15.00-29.75 from long ago; a third get a raise ten days ago (a rate change
  // inside the weeks read); a tenth have a higher rate for their first role.
  await step(
    "employee_wages",
    `insert into employee_wages (business_id, employee_id, effective_from, hourly_rate)
     select $1::int, e.id, date '2020-01-01', 15 + (e.id % 60) * 0.25 from employees e
     union all
     select $1::int, e.id, current_date - 10, 16 + (e.id % 60) * 0.25 from employees e where e.id % 3 = 0`,
    [businessId],
  );
  await step(
    "employee_role_rates",
    `insert into employee_role_rates (business_id, wage_id, area_role_id, hourly_rate)
     select $1::int, w.id, r.area_role_id, w.hourly_rate + 2
       from employee_wages w
       join lateral (select min(area_role_id) as area_role_id from employee_area_roles
                      where employee_id = w.employee_id) r on r.area_role_id is not null
      where w.employee_id % 10 = 0`,
    [businessId],
  );
  await step(
    "location_budgets",
    `insert into location_budgets (business_id, location_id, week, amount)
     select $1::int, l.id, date_trunc('week', now() at time zone l.time_zone)::date + (w - $2::int) * 7,
            8000 + (l.id % 10) * 500
       from locations l cross join generate_series(0, $3::int - 1) w`,
    [businessId, weeksBefore(sizes.weeks), sizes.weeks],
  );
  // A punch for each Accepted position worked in the last PUNCH_DAYS: a few minutes early or late in and out, a
  // half-hour break in the middle of a slot over six hours; one in twenty flagged as taken away from the location.
  await step(
    "punches",
    `insert into punches (business_id, employee_id, booking_id, location_id, in_at, out_at, breaks, flags, source)
     select $1::int, employee_id, id, location_id, in_at, out_at,
            case when out_at - in_at > interval '6 hours'
                 then tstzmultirange(tstzrange(in_at + (out_at - in_at) / 2, in_at + (out_at - in_at) / 2
                                               + interval '30 minutes'))
                 else '{}'::tstzmultirange end,
            case when id % 20 = 0 then '{outside_geofence}'::text[] else '{}'::text[] end,
            case when id % 4 = 0 then 'kiosk' else 'app' end
       from (select b.id, b.employee_id, s.location_id,
                    lower(b.during) + make_interval(mins => (b.id % 16) - 5) as in_at,
                    least(upper(b.during) + make_interval(mins => (b.id % 21) - 5), now()) as out_at
               from bookings b join shifts s on s.id = b.shift_id
              where b.status = 'Accepted' and upper(b.during) < now()
                and lower(b.during) > now() - make_interval(days => $2::int)) p
      where out_at > in_at
      order by in_at`,
    [businessId, PUNCH_DAYS],
  );
}
