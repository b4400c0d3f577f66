notify { "x": message => [match(["ab", "c"], [/x/, "a(b)"])] }
