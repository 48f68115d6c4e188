-- One person, one e-mail. The address belongs to the person (who changes it themselves in
-- 个人信息, verified by a code); every company's employee list shows that address instead of
-- keeping its own copy, which went stale after a change. A person without an address takes
-- the one their earliest employee record had.
UPDATE persons
   SET email = (SELECT e.email FROM employees e WHERE e.person_id = persons.id AND e.email IS NOT NULL ORDER BY e.id LIMIT 1)
 WHERE email IS NULL;

ALTER TABLE employees DROP COLUMN email;
