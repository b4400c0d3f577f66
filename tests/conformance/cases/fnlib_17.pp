notify { "x": message => [undef.lest || { "l" }, 5.then |$x| { $x + 1 }, undef.then |$x| { 1 }] }
