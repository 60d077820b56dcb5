-- Promotions with limits (issue 40 §3): first order only, uses per customer, total uses,
-- customer type, restriction to categories or brands, not combinable with professional prices.
-- `uses_count` is the counter the order's statement raises with a conditional update
-- (uses_count < max_uses): the promotion's row lock makes the total hold under parallel
-- checkouts (docs/decisions/promotion-limits.md).
ALTER TABLE public.promotions
  ADD COLUMN IF NOT EXISTS first_order_only boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS max_uses_per_customer integer,
  ADD COLUMN IF NOT EXISTS max_uses integer,
  ADD COLUMN IF NOT EXISTS uses_count integer NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS customer_type text,
  ADD COLUMN IF NOT EXISTS category_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS brand_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS combinable_with_pro boolean NOT NULL DEFAULT true;
--> statement-breakpoint
ALTER TABLE public.promotions
  ADD CONSTRAINT promotions_limits_chk CHECK (
    (max_uses_per_customer IS NULL OR max_uses_per_customer >= 1)
    AND (max_uses IS NULL OR max_uses >= 1)
    AND uses_count >= 0
    AND (customer_type IS NULL OR customer_type IN ('individual', 'professional')));
--> statement-breakpoint
-- The uses so far: every recorded use (a cancelled order does not give its use back).
UPDATE public.promotions p
  SET uses_count = (SELECT count(*) FROM public.promotion_uses u WHERE u.promotion_id = p.id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS promotion_uses_user_idx ON public.promotion_uses (user_id, promotion_id);
