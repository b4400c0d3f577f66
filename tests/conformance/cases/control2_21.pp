if "a" in ["A", "b"] { notify { "in ci": } }
