-- Live updates (GET /api/events): every write to shifts, their positions, bookings, swaps and time off tells the
-- servers listening on channel brigade_live, whichever server or script made it. Statement triggers with
-- transition tables, so a bulk write (copy week, auto-fill, publish) sends one notice per business and location,
-- not one per row. NOTIFY is sent at commit, and never for a rolled-back write.
-- A notice: {"b": business, "t": kind, "l": location (null for time off), "s": the shift when only one,
-- "k": the booking when only one, "e": the employees concerned (null when more than 50), "p": a published shift
-- is concerned}, or {"t": "signed_out", "x": [session ids]}. The server decides what each listener may see (modules/live).
CREATE TYPE brigade_live_change AS (
  business_id integer, location_id integer, shift_id integer, booking_id integer, employee_id integer, published boolean
);--> statement-breakpoint
CREATE FUNCTION brigade_live_send(kind text, changes brigade_live_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brigade_live', json_build_object(
    'b', c.business_id, 't', kind, 'l', c.location_id,
    's', CASE WHEN count(DISTINCT c.shift_id) = 1 THEN min(c.shift_id) END,
    'k', CASE WHEN count(DISTINCT c.booking_id) = 1 THEN min(c.booking_id) END,
    'e', CASE WHEN count(DISTINCT c.employee_id) <= 50
      THEN coalesce(array_agg(DISTINCT c.employee_id) FILTER (WHERE c.employee_id IS NOT NULL), '{}') END,
    'p', coalesce(bool_or(c.published), false))::text)
  FROM unnest(changes) c
  GROUP BY c.business_id, c.location_id;
END $$;--> statement-breakpoint
CREATE FUNCTION brigade_live_shifts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes brigade_live_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || array(SELECT ROW(r.business_id, r.location_id, r.id, NULL, NULL, r.published_at IS NOT NULL)::brigade_live_change FROM new_rows r);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || array(SELECT ROW(r.business_id, r.location_id, r.id, NULL, NULL, r.published_at IS NOT NULL)::brigade_live_change FROM old_rows r);
  END IF;
  PERFORM brigade_live_send('shift', changes);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Positions, bookings and swaps find their location through their shift; when the shift itself is being deleted
-- (a cascade), it is gone, and the shift's own notice says so.
CREATE FUNCTION brigade_live_positions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes brigade_live_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || array(SELECT ROW(r.business_id, s.location_id, r.shift_id, NULL, NULL, s.published_at IS NOT NULL)::brigade_live_change
      FROM new_rows r JOIN shifts s ON s.id = r.shift_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || array(SELECT ROW(r.business_id, s.location_id, r.shift_id, NULL, NULL, s.published_at IS NOT NULL)::brigade_live_change
      FROM old_rows r JOIN shifts s ON s.id = r.shift_id);
  END IF;
  PERFORM brigade_live_send('shift', changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION brigade_live_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes brigade_live_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || array(SELECT ROW(r.business_id, s.location_id, r.shift_id, r.id, r.employee_id, s.published_at IS NOT NULL)::brigade_live_change
      FROM new_rows r JOIN shifts s ON s.id = r.shift_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || array(SELECT ROW(r.business_id, s.location_id, r.shift_id, r.id, r.employee_id, s.published_at IS NOT NULL)::brigade_live_change
      FROM old_rows r JOIN shifts s ON s.id = r.shift_id);
  END IF;
  PERFORM brigade_live_send('booking', changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION brigade_live_swaps() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes brigade_live_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || array(SELECT ROW(r.business_id, s.location_id, b.shift_id, r.booking_id, e.id, s.published_at IS NOT NULL)::brigade_live_change
      FROM new_rows r JOIN bookings b ON b.id = r.booking_id JOIN shifts s ON s.id = b.shift_id
      CROSS JOIN LATERAL unnest(ARRAY[r.offerer_employee_id, r.to_employee_id, r.taker_employee_id]) e(id));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || array(SELECT ROW(r.business_id, s.location_id, b.shift_id, r.booking_id, e.id, s.published_at IS NOT NULL)::brigade_live_change
      FROM old_rows r JOIN bookings b ON b.id = r.booking_id JOIN shifts s ON s.id = b.shift_id
      CROSS JOIN LATERAL unnest(ARRAY[r.offerer_employee_id, r.to_employee_id, r.taker_employee_id]) e(id));
  END IF;
  PERFORM brigade_live_send('swap', changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION brigade_live_time_off() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes brigade_live_change[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changes := changes || array(SELECT ROW(r.business_id, NULL, NULL, NULL, r.employee_id, true)::brigade_live_change FROM new_rows r);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || array(SELECT ROW(r.business_id, NULL, NULL, NULL, r.employee_id, true)::brigade_live_change FROM old_rows r);
  END IF;
  PERFORM brigade_live_send('time_off', changes);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A session ended (signed out, password changed, deactivated): its open streams end at once, on every server.
-- At most 500 ids a notice, well inside NOTIFY's 8,000 bytes.
CREATE FUNCTION brigade_live_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brigade_live', json_build_object('t', 'signed_out', 'x', array_agg(r.id))::text)
  FROM (SELECT o.id, (row_number() OVER ()) / 500 AS part FROM old_rows o) r
  GROUP BY r.part;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_live_delete AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_sessions();--> statement-breakpoint
-- A trigger with transition tables takes one event, hence three per table.
CREATE TRIGGER shifts_live_insert AFTER INSERT ON "shifts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_shifts();--> statement-breakpoint
CREATE TRIGGER shifts_live_update AFTER UPDATE ON "shifts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_shifts();--> statement-breakpoint
CREATE TRIGGER shifts_live_delete AFTER DELETE ON "shifts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_shifts();--> statement-breakpoint
CREATE TRIGGER shift_area_roles_live_insert AFTER INSERT ON "shift_area_roles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_positions();--> statement-breakpoint
CREATE TRIGGER shift_area_roles_live_update AFTER UPDATE ON "shift_area_roles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_positions();--> statement-breakpoint
CREATE TRIGGER shift_area_roles_live_delete AFTER DELETE ON "shift_area_roles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_positions();--> statement-breakpoint
CREATE TRIGGER bookings_live_insert AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_bookings();--> statement-breakpoint
CREATE TRIGGER bookings_live_update AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_bookings();--> statement-breakpoint
CREATE TRIGGER bookings_live_delete AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_bookings();--> statement-breakpoint
CREATE TRIGGER swaps_live_insert AFTER INSERT ON "swaps" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_swaps();--> statement-breakpoint
CREATE TRIGGER swaps_live_update AFTER UPDATE ON "swaps" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_swaps();--> statement-breakpoint
CREATE TRIGGER swaps_live_delete AFTER DELETE ON "swaps" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_swaps();--> statement-breakpoint
CREATE TRIGGER time_off_live_insert AFTER INSERT ON "time_off" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_time_off();--> statement-breakpoint
CREATE TRIGGER time_off_live_update AFTER UPDATE ON "time_off" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_time_off();--> statement-breakpoint
CREATE TRIGGER time_off_live_delete AFTER DELETE ON "time_off" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brigade_live_time_off();
