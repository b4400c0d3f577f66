notify { "x": message => [1 < 2.5, "10" < "9", 10 > 9, "a" <= "a"] }
