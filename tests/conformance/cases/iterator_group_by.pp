notify { 'k': message => "${[1,2].reverse_each.group_by |$x| { $x }}" }
