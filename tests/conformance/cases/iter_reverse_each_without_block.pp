notify { 'x': message => ['abc'.reverse_each.map |$c| { $c }, [1, 2].reverse_each.map |$c| { $c }] }
