-- member_tree: keeps the closure table of the upline tree (migration 0023) in step with
-- members.upline_id. A new member gets its own row and one per upline; moving a member under
-- another upline moves its whole subtree; a move under one of its own downlines is refused,
-- so the tree never has a cycle.
CREATE OR REPLACE FUNCTION member_tree() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
    IF NEW.upline_id IS NOT NULL THEN
      INSERT INTO member_tree (ancestor_id, descendant_id, depth)
        SELECT ancestor_id, NEW.id, depth + 1 FROM member_tree WHERE descendant_id = NEW.upline_id;
    END IF;
    RETURN NULL;
  END IF;
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN RETURN NULL; END IF;
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id USING ERRCODE = 'check_violation';
  END IF;
  -- Cut the subtree from its old uplines, then hang it under the new upline's chain.
  DELETE FROM member_tree t
   USING member_tree sub, member_tree up
   WHERE sub.ancestor_id = NEW.id AND t.descendant_id = sub.descendant_id
     AND up.descendant_id = NEW.id AND up.depth > 0 AND t.ancestor_id = up.ancestor_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
        FROM member_tree up, member_tree sub
       WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER member_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION member_tree();
CREATE OR REPLACE TRIGGER member_tree_move AFTER UPDATE OF upline_id ON members FOR EACH ROW EXECUTE FUNCTION member_tree();
