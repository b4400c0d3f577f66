$r = Integer[1, 4].map |$x| { $x * 2 }
notify { 'a': message => [$r, Integer[1,3].reverse_each.map |$x| { $x }] }
