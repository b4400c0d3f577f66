notify { 'x': message => "${[1,2,3].group_by |$x| { if $x == 2 { break() } $x }}" }
