notify { "x": message => ["a" < "B", "abc" == "ABC", "a" in ["A"], "b" in "abc", 1 in [1.0], "x" in {"x" => 1}] }
