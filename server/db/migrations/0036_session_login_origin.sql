-- A company switch opens a new session for the same device and login: login_session_id names
-- the session that the login opened (NULL for that one itself), so 登录设备 shows the login's
-- browser, system and time instead of an unknown device per switch.
ALTER TABLE sessions ADD COLUMN login_session_id text;
