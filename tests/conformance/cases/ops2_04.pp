notify { "x": message => [/b/ in ["abc"], Integer in [1, "a"], "B" in "abc"] }
