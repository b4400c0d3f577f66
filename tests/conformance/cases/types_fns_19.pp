notice(flatten([1, [2, [3, []]]]), keys({a => 1, b => 2}), values({a => 1, b => 2}))
