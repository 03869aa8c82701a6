-- No double booking: an employee never holds two positions whose times overlap (SQLSTATE 23P01).
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap
  EXCLUDE USING gist (employee_id WITH =, during WITH &&) WHERE (holds);
