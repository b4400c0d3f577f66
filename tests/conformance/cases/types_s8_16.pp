notify { 'a': message => [3.times.map |$i| { $i }, Integer[2,4].map |$x| { $x }, 'abc'.map |$c| { $c }, 'abc'.reverse_each.map |$c| { $c }] }
