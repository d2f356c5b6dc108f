-- Up Migration
-- The console's list over a company's applications (issue 12: a company holding 10,000 of 100,000).
--
-- 1. One index per sort of the list (spec §3: submitted, updated, status, name), so a page is read in
--    order and stops after its rows instead of sorting the company's whole list (submitted_at has
--    applications_company).
CREATE INDEX applications_company_updated ON applications (tenant, company_id, updated_at DESC, application_id DESC)
  WHERE channel = 'form' AND deleted_at IS NULL AND withdrawn_at IS NULL AND erased_at IS NULL;
CREATE INDEX applications_company_status ON applications (tenant, company_id, status, application_id)
  WHERE channel = 'form' AND deleted_at IS NULL AND withdrawn_at IS NULL AND erased_at IS NULL;
CREATE INDEX applications_company_name ON applications (tenant, company_id, name, application_id)
  WHERE channel = 'form' AND deleted_at IS NULL AND withdrawn_at IS NULL AND erased_at IS NULL;

-- 2. The list's total (and the counts by status) kept as the rows change instead of counted on every
--    read: how many visible applications each (company, offer, status) holds. A trigger keeps it, so
--    every writer of the table (the projection, a rebuild) keeps it right; it names its tables through
--    the trigger's own schema, as each read-model version lives in a schema of its own.
CREATE TABLE application_counts (
  tenant text NOT NULL,
  company_id text NOT NULL,
  offer_id uuid NOT NULL,
  status text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (tenant, company_id, offer_id, status)
);

CREATE FUNCTION count_visible_applications() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.channel = 'form' AND OLD.company_id IS NOT NULL
     AND OLD.deleted_at IS NULL AND OLD.withdrawn_at IS NULL AND OLD.erased_at IS NULL THEN
    EXECUTE format('UPDATE %I.application_counts SET n = n - 1
                     WHERE tenant = $1 AND company_id = $2 AND offer_id = $3 AND status = $4', TG_TABLE_SCHEMA)
      USING OLD.tenant, OLD.company_id, OLD.offer_id, OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.channel = 'form' AND NEW.company_id IS NOT NULL
     AND NEW.deleted_at IS NULL AND NEW.withdrawn_at IS NULL AND NEW.erased_at IS NULL THEN
    EXECUTE format('INSERT INTO %I.application_counts AS c (tenant, company_id, offer_id, status, n)
                    VALUES ($1, $2, $3, $4, 1)
                    ON CONFLICT (tenant, company_id, offer_id, status) DO UPDATE SET n = c.n + 1', TG_TABLE_SCHEMA)
      USING NEW.tenant, NEW.company_id, NEW.offer_id, NEW.status;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER applications_counted AFTER INSERT OR DELETE OR UPDATE OF status, channel, company_id, offer_id,
  deleted_at, withdrawn_at, erased_at ON applications
  FOR EACH ROW EXECUTE FUNCTION count_visible_applications();

INSERT INTO application_counts (tenant, company_id, offer_id, status, n)
SELECT tenant, company_id, offer_id, status, count(*)
  FROM applications
 WHERE channel = 'form' AND company_id IS NOT NULL
   AND deleted_at IS NULL AND withdrawn_at IS NULL AND erased_at IS NULL
 GROUP BY tenant, company_id, offer_id, status;

-- Down Migration
DROP TRIGGER applications_counted ON applications;
DROP FUNCTION count_visible_applications();
DROP TABLE application_counts;
DROP INDEX applications_company_name;
DROP INDEX applications_company_status;
DROP INDEX applications_company_updated;
