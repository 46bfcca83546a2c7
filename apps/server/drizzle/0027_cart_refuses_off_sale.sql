-- 0026's cart_put_line, which now also refuses a product taken off sale, as `add-many` and the
-- checkout do: a line of such a product neither enters a cart nor changes there (it stays, shown
-- unavailable, and can be removed), as with a store closed for holiday.
CREATE OR REPLACE FUNCTION "cart_put_line"(
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
  WHERE c.user_id = p_user AND c.sku_id = p_sku AND s.id = c.sku_id AND p.is_on_sale AND NOT st.is_holiday;
  IF NOT FOUND THEN
    PERFORM 1 FROM users u WHERE u.id = p_user FOR UPDATE;
    -- under the lock, a line another call put in meanwhile changes as above
    UPDATE cart_items c
    SET num = CASE WHEN p_add THEN least(c.num + p_num, p_max_num) ELSE p_num END, updated_at = now()
    FROM product_skus s JOIN products p ON p.id = s.product_id JOIN stores st ON st.id = p.store_id
    WHERE c.user_id = p_user AND c.sku_id = p_sku AND s.id = c.sku_id AND p.is_on_sale AND NOT st.is_holiday;
    IF NOT FOUND THEN
      INSERT INTO cart_items (user_id, sku_id, num)
      SELECT p_user, s.id, p_num
      FROM product_skus s JOIN products p ON p.id = s.product_id JOIN stores st ON st.id = p.store_id
      WHERE s.id = p_sku AND p.is_on_sale AND NOT st.is_holiday
        AND (SELECT count(*) FROM cart_items c WHERE c.user_id = p_user) < p_max_lines;
      IF NOT FOUND THEN RETURN; END IF;
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM cart_change_answer(p_user, ARRAY[p_sku]);
END;
$$;
