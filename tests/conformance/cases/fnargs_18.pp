notify { "x": message => [filter([1]) |$a, $b, $c| { }] }
