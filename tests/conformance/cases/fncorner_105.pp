notify { 'x': message => "${[1].group_by |$a, $b, $c| { 1 }}" }
