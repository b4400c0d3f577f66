notify { 'x': message => "${3.reverse_each.map |$x| { $x }} ${'abc'.reverse_each.map |$x| { $x }}" }
