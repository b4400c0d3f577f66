notify { "x": message => ["${[1, "a", undef, true]}", "${{a => undef}}", "${undef}", "${default}"] }
