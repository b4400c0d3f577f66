notify { 'a': message => [[1,2,3,4].slice(2), [1,2,3].slice(2), 10.step(3).map |$x| { $x }, Integer[1,3].each.map |$x| { $x * 10 }] }
