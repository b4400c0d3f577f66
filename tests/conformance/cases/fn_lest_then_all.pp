$v = undef
notify { 'a': message => [$v.lest || { 'fallback' }, 5.then |$x| { $x * 2 }, [1,2].all |$x| { $x > 0 }] }
