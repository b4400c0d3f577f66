[1,2].each |$i| { $y = $i }
notify { 'x': message => "${y}" }
