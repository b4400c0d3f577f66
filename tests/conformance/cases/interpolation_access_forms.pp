$x = 'abc'
notify { 'l1': message => "${x}[0]" }
notify { 'l2': message => "$x[0]" }
notify { 'l3': message => "${x[0]}" }
$h = { 'a' => { 'b' => 'deep' } }
notify { 'l4': message => "${h['a']['b']}" }
notify { 'l5': message => "$h" }
