-- protection_period: when the day, week (from Monday) or month holding p_at began, counted in
-- the site's time zone (setting siteTimeZone, default Asia/Manila as the rewards' days are):
-- the periods of the member's deposit, loss and wager limits.
CREATE OR REPLACE FUNCTION protection_period(p_period text, p_at timestamptz) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_tz text := COALESCE((SELECT value #>> '{}' FROM settings WHERE key = 'siteTimeZone'), 'Asia/Manila');
BEGIN
  RETURN date_trunc(p_period, p_at AT TIME ZONE v_tz) AT TIME ZONE v_tz;
END $$;
