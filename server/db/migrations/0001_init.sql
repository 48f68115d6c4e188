-- Initial schema of the portal. Times are epoch milliseconds (bigint) so that the injectable
-- clock of the app is the only source of "now". Codes are generated from sequences.

CREATE SEQUENCE comp_code_seq START 10000001;
CREATE SEQUENCE employee_code_seq START 20000001;
CREATE SEQUENCE user_code_seq START 30000001;

CREATE TABLE server_keys (
  slot text PRIMARY KEY,
  kid text NOT NULL UNIQUE,
  public_pem text NOT NULL,
  private_pem text NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE regions (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  pid integer NOT NULL,
  level smallint NOT NULL
);
CREATE INDEX regions_pid ON regions (pid);

CREATE TABLE dicts (
  code text NOT NULL,
  dict_value text NOT NULL,
  dict_label text NOT NULL,
  order_num integer NOT NULL,
  PRIMARY KEY (code, dict_value)
);

CREATE TABLE products (
  prod_code text PRIMARY KEY,
  prod_name text NOT NULL,
  description text NOT NULL,
  order_num integer NOT NULL
);

CREATE TABLE persons (
  id serial PRIMARY KEY,
  user_code text NOT NULL UNIQUE DEFAULT ('U' || nextval('user_code_seq')::text),
  mobile text NOT NULL UNIQUE,
  name text NOT NULL,
  email text,
  password_hash text,
  photo_file_token text,
  photo_file_name text,
  id_type text,
  id_number text,
  last_login_at bigint,
  last_login_ip text,
  prev_login_at bigint,
  prev_login_ip text,
  created_at bigint NOT NULL
);

CREATE TABLE companies (
  id serial PRIMARY KEY,
  comp_code text NOT NULL UNIQUE DEFAULT ('C' || nextval('comp_code_seq')::text),
  comp_name text NOT NULL,
  credit_code text UNIQUE,
  province_code text,
  area_code text,
  address text,
  contact_name text,
  contact_phone text,
  email text,
  introduction text,
  licence_file_token text,
  -- 0 pending approval, 1 active, 2 rejected, 3 disabled
  status smallint NOT NULL,
  reject_reason text,
  created_at bigint NOT NULL
);

CREATE TABLE company_roles (
  comp_id integer NOT NULL REFERENCES companies (id),
  prod_code text NOT NULL,
  comp_role text NOT NULL,
  PRIMARY KEY (comp_id, prod_code, comp_role)
);

CREATE TABLE company_products (
  comp_id integer NOT NULL REFERENCES companies (id),
  prod_code text NOT NULL REFERENCES products (prod_code),
  -- 10 not opened, 15 rejected, 20 under review, 55 opened
  permit_status smallint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (comp_id, prod_code)
);

CREATE TABLE permit_audits (
  id serial PRIMARY KEY,
  comp_id integer NOT NULL REFERENCES companies (id),
  prod_code text NOT NULL,
  before_status smallint NOT NULL,
  after_status smallint NOT NULL,
  remark text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX permit_audits_comp ON permit_audits (comp_id, prod_code);

CREATE TABLE employees (
  id serial PRIMARY KEY,
  employee_code text NOT NULL UNIQUE DEFAULT ('E' || nextval('employee_code_seq')::text),
  comp_id integer NOT NULL REFERENCES companies (id),
  person_id integer NOT NULL REFERENCES persons (id),
  name text NOT NULL,
  email text,
  -- status: 1 member, 0 membership removed; is_active: 1 enabled, 0 disabled
  status smallint NOT NULL DEFAULT 1,
  is_active smallint NOT NULL DEFAULT 1,
  created_at bigint NOT NULL,
  UNIQUE (comp_id, person_id)
);
CREATE INDEX employees_person ON employees (person_id);

CREATE TABLE employee_roles (
  employee_id integer NOT NULL REFERENCES employees (id),
  prod_code text NOT NULL,
  employee_role text NOT NULL,
  PRIMARY KEY (employee_id, prod_code, employee_role)
);

CREATE TABLE vouchers (
  employee_id integer PRIMARY KEY REFERENCES employees (id),
  cert_sn text NOT NULL,
  cert_status smallint NOT NULL,
  valid_from bigint NOT NULL,
  valid_to bigint NOT NULL
);

CREATE TABLE resources (
  res_code text PRIMARY KEY,
  res_name text NOT NULL,
  res_type text NOT NULL,
  res_uri text NOT NULL,
  parent_code text NOT NULL,
  order_num integer NOT NULL,
  prod_code text NOT NULL
);

CREATE TABLE role_resources (
  employee_role text NOT NULL,
  res_code text NOT NULL REFERENCES resources (res_code),
  PRIMARY KEY (employee_role, res_code)
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons (id),
  employee_id integer NOT NULL REFERENCES employees (id),
  comp_role text,
  login_ip text,
  created_at bigint NOT NULL,
  last_activity_at bigint NOT NULL,
  absolute_expires_at bigint NOT NULL,
  revoked_at bigint,
  revoke_reason text
);
CREATE INDEX sessions_person ON sessions (person_id);
CREATE INDEX sessions_employee ON sessions (employee_id);

CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id),
  expires_at bigint NOT NULL
);
CREATE INDEX access_tokens_session ON access_tokens (session_id);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id),
  created_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE login_tickets (
  ticket_hash text PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons (id),
  login_ip text,
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE captchas (
  browser_id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at bigint NOT NULL
);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  channel text NOT NULL,
  destination text NOT NULL,
  purpose text NOT NULL,
  browser_id text,
  person_id integer,
  salt text NOT NULL,
  code_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  consumed_at bigint,
  applied_at bigint
);
CREATE INDEX verification_codes_dest ON verification_codes (channel, destination, purpose, created_at);

CREATE TABLE throttles (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  count integer NOT NULL,
  last_at bigint NOT NULL
);

CREATE TABLE nonces (
  nonce text PRIMARY KEY,
  expires_at bigint NOT NULL
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL,
  to_addr text NOT NULL,
  code text NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE registrations (
  id serial PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  mobile text NOT NULL,
  password_hash text NOT NULL,
  -- permit, verification, approval, success
  step text NOT NULL,
  comp_name text,
  credit_code text,
  comp_role text,
  province_code text,
  area_code text,
  address text,
  licence_file_token text,
  admin_name text,
  id_type text,
  id_number text,
  email text,
  invite_code text,
  comp_id integer REFERENCES companies (id),
  person_id integer REFERENCES persons (id),
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);

CREATE TABLE reset_tickets (
  ticket_hash text PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons (id),
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE files (
  token text PRIMARY KEY,
  owner_person_id integer,
  owner_comp_id integer,
  reg_id integer,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  created_at bigint NOT NULL
);

CREATE TABLE invitations (
  id serial PRIMARY KEY,
  comp_id integer NOT NULL REFERENCES companies (id),
  comp_name text NOT NULL,
  contact_name text NOT NULL,
  mobile text NOT NULL,
  comp_role text NOT NULL,
  code_hash text NOT NULL UNIQUE,
  -- sent, accepted, revoked ("expired" is derived from expires_at)
  status text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  accepted_at bigint,
  accepted_comp_id integer
);
CREATE INDEX invitations_comp ON invitations (comp_id);

CREATE TABLE messages (
  id serial PRIMARY KEY,
  receive_comp_id integer NOT NULL REFERENCES companies (id),
  receive_employee_id integer,
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  msg_type text NOT NULL,
  send_time bigint NOT NULL
);
CREATE INDEX messages_comp ON messages (receive_comp_id, send_time);

CREATE TABLE message_reads (
  message_id integer NOT NULL REFERENCES messages (id),
  employee_id integer NOT NULL REFERENCES employees (id),
  read_at bigint NOT NULL,
  PRIMARY KEY (message_id, employee_id)
);

CREATE TABLE affiches (
  id serial PRIMARY KEY,
  prod_code text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  top smallint NOT NULL DEFAULT 0,
  publish_time bigint NOT NULL
);

CREATE TABLE cms_hurdles (
  biz_code text PRIMARY KEY,
  name text NOT NULL,
  order_num integer NOT NULL,
  enabled smallint NOT NULL DEFAULT 1
);

CREATE TABLE cms_items (
  id serial PRIMARY KEY,
  biz_code text NOT NULL REFERENCES cms_hurdles (biz_code),
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  link_url text NOT NULL DEFAULT '',
  publish_time bigint NOT NULL,
  order_num integer NOT NULL,
  enabled smallint NOT NULL DEFAULT 1
);
CREATE INDEX cms_items_biz ON cms_items (biz_code, publish_time);

CREATE TABLE seed_state (
  id integer PRIMARY KEY,
  seeded_at bigint NOT NULL
);
