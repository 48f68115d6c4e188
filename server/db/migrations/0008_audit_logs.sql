-- Login log, operation log and the pages that show them (plus the signed-in devices page).

-- Every login attempt: who typed what, from where, with which browser, and how it ended.
-- person_id is null when the account is unknown; session_id is set when the attempt opened a
-- session (the devices page reads the browser of a session from here).
CREATE TABLE login_logs (
  id bigserial PRIMARY KEY,
  created_at bigint NOT NULL,
  account text NOT NULL,
  person_id integer REFERENCES persons (id),
  comp_id integer REFERENCES companies (id),
  session_id text,
  method text NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL,
  browser text NOT NULL,
  os text NOT NULL,
  result smallint NOT NULL,
  reason text NOT NULL
);
CREATE INDEX login_logs_person ON login_logs (person_id, created_at DESC);
CREATE INDEX login_logs_session ON login_logs (session_id);

-- Every change made through the portal, written in the transaction of the change.
CREATE TABLE operation_logs (
  id bigserial PRIMARY KEY,
  created_at bigint NOT NULL,
  comp_id integer NOT NULL REFERENCES companies (id),
  actor_person_id integer NOT NULL REFERENCES persons (id),
  actor_name text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  before_data text,
  after_data text,
  ip text NOT NULL
);
CREATE INDEX operation_logs_comp ON operation_logs (comp_id, created_at DESC);

-- The new pages in the permission list: the person's own login log and devices for every role,
-- the operation log for the company administrator (E101).
INSERT INTO resources (res_code, res_name, res_type, res_uri, parent_code, order_num, prod_code) VALUES
  ('CRM_LOGIN_LOG', '登录日志', 'C', '/center/crm/log/login', 'CRM_ROOT', 19, 'CRM'),
  ('CRM_OPERATION_LOG', '操作日志', 'C', '/center/crm/log/operation', 'CRM_ROOT', 20, 'CRM'),
  ('CRM_SESSIONS', '登录设备', 'C', '/center/crm/session', 'CRM_ROOT', 21, 'CRM')
ON CONFLICT (res_code) DO NOTHING;

INSERT INTO role_resources (employee_role, res_code)
SELECT r.role, x.res_code
FROM (VALUES ('E101'), ('E102'), ('E103'), ('E105'), ('E106'), ('E107'), ('E108'), ('E109'), ('E110'), ('E111')) AS r (role)
CROSS JOIN (VALUES ('CRM_LOGIN_LOG'), ('CRM_SESSIONS')) AS x (res_code)
ON CONFLICT DO NOTHING;

INSERT INTO role_resources (employee_role, res_code) VALUES ('E101', 'CRM_OPERATION_LOG') ON CONFLICT DO NOTHING;
