-- A cart change and its answer in one round trip (decision 059): the answer of decision 056 (the
-- cart's units and lines, and every line it holds of the touched SKUs' products with their terms,
-- in the cart's order) read by the same call that wrote, in a statement of its own so that it sees
-- the write. No line of another product is read.
CREATE FUNCTION "cart_change_answer"(p_user bigint, p_skus bigint[])
RETURNS TABLE (
  units integer, lines integer, sku_id bigint, num integer, product_id bigint, price numeric,
  tiers jsonb, min_order_qty integer
) LANGUAGE sql STABLE AS $$
  SELECT t.units, t.lines, l.sku_id, l.num, l.product_id, l.price, l.tiers, l.min_order_qty
  FROM (
    SELECT coalesce(sum(c.num), 0)::int AS units, count(*)::int AS lines
    FROM cart_items c WHERE c.user_id = p_user
  ) t
  LEFT JOIN (
    SELECT c.sku_id, c.num, c.created_at, s.product_id, s.price,
      coalesce(s.price_tiers, p.price_tiers) AS tiers, p.min_order_qty
    FROM cart_items c
    JOIN product_skus s ON s.id = c.sku_id
    JOIN products p ON p.id = s.product_id
    WHERE c.user_id = p_user
      AND s.product_id IN (SELECT touched.product_id FROM product_skus touched WHERE touched.id = ANY (p_skus))
  ) l ON true
  ORDER BY l.created_at, l.sku_id
$$;--> statement-breakpoint
-- 0025's function, now answering the change (no row: nothing written, as its boolean said)
DROP FUNCTION "cart_put_line"(bigint, bigint, integer, boolean, integer, integer);--> statement-breakpoint
CREATE FUNCTION "cart_put_line"(
  p_user bigint, p_sku bigint, p_num integer, p_add boolean, p_max_lines integer, p_max_num integer
) RETURNS TABLE (
  units integer, lines integer, sku_id bigint, num integer, product_id bigint, price numeric,
  tiers jsonb, min_order_qty integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  UPDATE cart_items c
  SET num = CASE WHEN p_add THEN least(c.num + p_num, p_max_num) ELSE p_num END, updated_at = now()
  FROM product_skus s JOIN products p ON p.id = s.product_id JOIN stores st ON st.id = p.store_id
  WHERE c.user_id = p_user AND c.sku_id = p_sku AND s.id = c.sku_id AND NOT st.is_holiday;
  IF NOT FOUND THEN
    PERFORM 1 FROM users u WHERE u.id = p_user FOR UPDATE;
    -- under the lock, a line another call put in meanwhile changes as above
    UPDATE cart_items c
    SET num = CASE WHEN p_add THEN least(c.num + p_num, p_max_num) ELSE p_num END, updated_at = now()
    FROM product_skus s JOIN products p ON p.id = s.product_id JOIN stores st ON st.id = p.store_id
    WHERE c.user_id = p_user AND c.sku_id = p_sku AND s.id = c.sku_id AND NOT st.is_holiday;
    IF NOT FOUND THEN
      INSERT INTO cart_items (user_id, sku_id, num)
      SELECT p_user, s.id, p_num
      FROM product_skus s JOIN products p ON p.id = s.product_id JOIN stores st ON st.id = p.store_id
      WHERE s.id = p_sku AND NOT st.is_holiday
        AND (SELECT count(*) FROM cart_items c WHERE c.user_id = p_user) < p_max_lines;
      IF NOT FOUND THEN RETURN; END IF;
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM cart_change_answer(p_user, ARRAY[p_sku]);
END;
$$;--> statement-breakpoint
-- `del` of some lines and its answer: the removed SKUs' products' other lines
CREATE FUNCTION "cart_remove_lines"(p_user bigint, p_skus bigint[])
RETURNS TABLE (
  units integer, lines integer, sku_id bigint, num integer, product_id bigint, price numeric,
  tiers jsonb, min_order_qty integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  DELETE FROM cart_items c WHERE c.user_id = p_user AND c.sku_id = ANY (p_skus);
  RETURN QUERY SELECT * FROM cart_change_answer(p_user, p_skus);
END;
$$;
