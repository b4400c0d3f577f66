notify { 'x': message => [Enum[x, y, z].map |$v| { "<${v}>" }, Enum[b, a].reduce |$m, $v| { "${m}${v}" }, Integer[3, 5].unique, Enum[p, q, r, s].step(2).map |$v| { $v }] }
