// Bookings as set-based SQL that keeps every database guarantee by construction:
// - holding and Pending bookings come from a matching of seats (one per position of a slot and role) to
//   employee-days (each active employee, each local day, one of their roles): an employee gets at most one such
//   booking per local day (shifts never cross midnight and all their roles are at one location, so no overlap and
//   no second open request in a slot), and a seat is used once (holding bookings never exceed capacity);
// - Released and Rejected bookings hold nothing, so they only need an employee with the role.

import type { Step } from "./fill";
import type { ChainSizes } from "./sizes";

/** The share of each status in the bookings; Rejected takes the remaining 5 %. */
const MIX = { Accepted: 0.72, "Apply For Leave": 0.05, "Leave Rejected": 0.03, Pending: 0.08, Released: 0.07 };

export async function fillBookings(step: Step, businessId: number, sizes: ChainSizes) {
  await step(
    "seats (temp)",
    `create temp table seat as
     select sp.slot_id, sp.area_role_id, ss.shift_id, ss.starts_at, ss.ends_at,
            (ss.starts_at at time zone l.time_zone)::date as local_date,
            row_number() over (partition by sp.area_role_id, (ss.starts_at at time zone l.time_zone)::date
                               order by random()) as rk
       from slot_positions sp
       join shift_slots ss on ss.id = sp.slot_id
       join shifts s on s.id = ss.shift_id
       join locations l on l.id = s.location_id
       cross join lateral generate_series(1, sp.capacity) n`,
  );
  await step(
    "employee-days (temp)",
    `create temp table emp_day as
     select employee_id, local_date, area_role_id,
            row_number() over (partition by area_role_id, local_date order by random()) as rk
       from (select er.employee_id, d.local_date, er.roles[1 + floor(random() * cardinality(er.roles))::int] as area_role_id
               from (select ear.employee_id, array_agg(ear.area_role_id order by ear.area_role_id) as roles
                       from employee_area_roles ear join employees e on e.id = ear.employee_id
                      where e.status = 'active_employee' group by ear.employee_id) er
              cross join (select distinct local_date from seat) d) x`,
  );
  // Future matches weigh 2.5 in the random order, so the past fills up first and the future keeps open positions.
  const matchedShare = MIX.Accepted + MIX["Apply For Leave"] + MIX["Leave Rejected"] + MIX.Pending;
  const holdingAndPending = Math.round(sizes.bookings * matchedShare);
  const taken = await step(
    "matched bookings (temp)",
    `create temp table match1 as
     select s.slot_id, s.area_role_id, s.shift_id, s.starts_at, s.ends_at, e.employee_id
       from seat s join emp_day e using (area_role_id, local_date, rk)
      order by random() * case when s.starts_at > now() then 2.5 else 1 end
      limit $1`,
    [holdingAndPending],
  );
  // Exact counts per status over the random pick order; Accepted takes what the other statuses leave.
  const share = (p: number) => Math.round((sizes.bookings * p * taken) / holdingAndPending);
  const leave = share(MIX["Apply For Leave"]);
  const leaveRejected = share(MIX["Leave Rejected"]);
  const pending = share(MIX.Pending);
  await step(
    "bookings: holding and Pending",
    `insert into bookings (business_id, shift_id, slot_id, area_role_id, employee_id, status, action_detail, during)
     select $1::int, shift_id, slot_id, area_role_id, employee_id, st,
            case when st in ('Apply For Leave', 'Leave Rejected') then 'Family event' end,
            tstzrange(starts_at, ends_at, '[)')
       from (select m.*, case when pick <= $2 then 'Apply For Leave' when pick <= $2 + $3 then 'Leave Rejected'
                              when pick <= $2 + $3 + $4 then 'Pending' else 'Accepted' end as st
               from (select m.*, row_number() over (order by random()) as pick from match1 m) m) x
      order by starts_at`,
    [businessId, leave, leaveRejected, pending],
  );
  // The rest, Released and Rejected, on random positions by a random employee with the role (more of them when
  // there were fewer employee-days than wanted, as in the tiny size).
  const rest = sizes.bookings - taken;
  const released = Math.round((rest * MIX.Released) / (1 - matchedShare));
  await step(
    "bookings: Released and Rejected",
    `insert into bookings (business_id, shift_id, slot_id, area_role_id, employee_id, status, during)
     select $1::int, shift_id, slot_id, area_role_id, employee_id,
            case when row_number() over (order by random()) <= $3 then 'Released' else 'Rejected' end,
            tstzrange(starts_at, ends_at, '[)')
       from (select distinct on (c.employee_id, c.slot_id) c.*
               from (select p.*, pool.employee_id
                       from (select sp.slot_id, sp.area_role_id, ss.shift_id, ss.starts_at, ss.ends_at,
                                    1 + floor(random() * n.size)::int as idx
                               from slot_positions sp
                               join shift_slots ss on ss.id = sp.slot_id
                               join (select area_role_id, count(*) as size from employee_area_roles ear
                                       join employees e on e.id = ear.employee_id
                                      where e.status = 'active_employee' group by area_role_id) n
                                 on n.area_role_id = sp.area_role_id
                              order by random() limit $2 * 2) p
                       join (select ear.area_role_id, ear.employee_id,
                                    row_number() over (partition by ear.area_role_id order by ear.employee_id) as idx
                               from employee_area_roles ear join employees e on e.id = ear.employee_id
                              where e.status = 'active_employee') pool using (area_role_id, idx)
                      where not exists (select 1 from bookings b
                                         where b.employee_id = pool.employee_id and b.slot_id = p.slot_id)) c
              order by c.employee_id, c.slot_id, random()) d
      order by random() limit $2`,
    [businessId, rest, released],
  );
  await step(
    "slot_positions.remaining",
    `update slot_positions sp set remaining = sp.capacity - h.held
       from (select slot_id, area_role_id, count(*)::int as held from bookings where holds
              group by slot_id, area_role_id) h
      where h.slot_id = sp.slot_id and h.area_role_id = sp.area_role_id`,
  );
  // A few decisions on record, as the app writes them (not needed by the reads measured).
  await step(
    "booking_events (1 %)",
    `insert into booking_events (business_id, booking_id, actor_user_id, from_status, to_status, note)
     select business_id, id, 1, case when status = 'Pending' then null else 'Pending' end, status, 'chain bench'
       from bookings where id % 100 = 0`,
  );
}
