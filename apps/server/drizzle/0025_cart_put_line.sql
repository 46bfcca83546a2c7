-- A cart's `add` and `set` of one line in one call (decision 059). A line already there changes
-- under its own row lock; a new one goes in under the user's lock, counted by a statement that
-- starts after the lock is held: each statement of a volatile function takes a fresh snapshot under
-- READ COMMITTED, whereas one SQL statement would count with the snapshot it took before waiting.
-- A SKU missing or whose store is on holiday writes nothing; answers whether a line was written.
CREATE FUNCTION "cart_put_line"(
  p_user bigint, p_sku bigint, p_num integer, p_add boolean, p_max_lines integer, p_max_num integer
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  FOR attempt IN 1..2 LOOP
    UPDATE cart_items c
    SET num = CASE WHEN p_add THEN least(c.num + p_num, p_max_num) ELSE p_num END, updated_at = now()
    FROM product_skus s JOIN products p ON p.id = s.product_id JOIN stores st ON st.id = p.store_id
    WHERE c.user_id = p_user AND c.sku_id = p_sku AND s.id = c.sku_id AND NOT st.is_holiday;
    IF FOUND THEN RETURN true; END IF;
    -- the second try, under the lock, finds a line another call put in meanwhile
    EXIT WHEN attempt = 2;
    PERFORM 1 FROM users WHERE id = p_user FOR UPDATE;
  END LOOP;
  INSERT INTO cart_items (user_id, sku_id, num)
  SELECT p_user, s.id, p_num
  FROM product_skus s JOIN products p ON p.id = s.product_id JOIN stores st ON st.id = p.store_id
  WHERE s.id = p_sku AND NOT st.is_holiday
    AND (SELECT count(*) FROM cart_items c WHERE c.user_id = p_user) < p_max_lines;
  RETURN FOUND;
END;
$$;
