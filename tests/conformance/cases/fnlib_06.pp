notify { "x": message => [get({a => [1, {b => 2}]}, "a.1.b"), {a => 1}.get("x"), get([1], "5") |$e| { "def" }] }
