-- The day it ships (issue 41 §4): the dispatch day computed when the order is placed, from the
-- owner's preparation times and cut-off (seo_settings `dispatch`), weekends and French public
-- holidays, in Paris time (lib/dispatch, docs/decisions/dispatch-date.md). Kept on the order so
-- a later change of the settings does not move a promise already made. Null for older orders.
ALTER TABLE public.orders ADD COLUMN IF NOT EXISTS dispatch_on date;
