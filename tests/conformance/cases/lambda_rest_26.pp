notify { 'x': message => "${[1,2].group_by |$a, *$r| { $r.length }}" }
