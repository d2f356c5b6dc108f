-- Up Migration
-- The search index's tables used to live in public; they now live in each version of the search-index
-- read model (platform/src/search/tables), so a rebuild is blue/green like the other read models'.
-- An installation that has them moves them into the active version, which keeps serving until its
-- rebuild (the projection's code version moved on) switches; without an active version they go.
DO $$
DECLARE
  target text;
  t text;
BEGIN
  IF to_regclass('public.search_offers') IS NULL THEN
    RETURN;
  END IF;
  SELECT v.schema_name INTO target
    FROM projection_versions v
   WHERE v.name = 'search-index' AND v.state = 'active'
     AND EXISTS (SELECT 1 FROM pg_namespace n WHERE n.nspname = v.schema_name);
  FOREACH t IN ARRAY ARRAY['search_offers', 'search_offer_terms', 'search_offer_items',
                           'search_offer_locations', 'search_offer_removals'] LOOP
    IF target IS NULL THEN
      EXECUTE format('DROP TABLE IF EXISTS public.%I CASCADE', t);
    ELSE
      EXECUTE format('ALTER TABLE public.%I SET SCHEMA %I', t, target);
    END IF;
  END LOOP;
END;
$$;

-- Down Migration
