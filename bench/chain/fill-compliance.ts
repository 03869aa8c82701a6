// The change log (fair-workweek.md) as set-based SQL, after the bookings: what the change log's read meets at chain
// scale. Half the locations are under New York City's rule pack. Every position held is logged as it was assigned
// (added) and about one in eight was later cut (reduced), so a location-week holds a few hundred rows, more than a
// busy restaurant's real log. Needs a checkout with migration 0025; an older one (a "before" run) skips it.
import type { Step } from "./fill";

export async function fillCompliance(step: Step, businessId: number) {
  await step(
    "locations under a rule pack",
    `update locations set jurisdiction = 'us-nyc-fast-food' where business_id = $1::int and id % 2 = 0`,
    [businessId],
  );
  await step(
    "schedule_changes",
    `insert into schedule_changes (business_id, location_id, employee_id, shift_id, booking_id, area_role_id, kind,
                                   shift_starts_at, minutes_before, minutes_after, notice_minutes, made_at, pack_id,
                                   pay_cents, pay_basis)
     select b.business_id, s.location_id, b.employee_id, b.shift_id, b.id, b.area_role_id, k.kind, lower(b.during),
            case k.kind when 'added' then 0 else m.minutes end,
            case k.kind when 'added' then m.minutes else 0 end,
            k.notice, lower(b.during) - make_interval(mins => k.notice), l.jurisdiction,
            case when l.jurisdiction is null or k.notice >= 20160 then 0 when k.kind = 'added' then 1500 else 4500 end,
            case when l.jurisdiction is null then 'no_rules' when k.notice >= 20160 then 'outside_notice'
                 else 'amount' end
       from bookings b
       join shifts s on s.id = b.shift_id
       join locations l on l.id = s.location_id
      cross join lateral (select (extract(epoch from upper(b.during) - lower(b.during)) / 60)::int as minutes) m
      cross join lateral (values ('added', 20160 + (b.id % 7) * 1440), ('reduced', 60 + (b.id % 96) * 60)) k(kind, notice)
      where b.business_id = $1::int and b.holds and (k.kind = 'added' or b.id % 8 = 0)`,
    [businessId],
  );
}
