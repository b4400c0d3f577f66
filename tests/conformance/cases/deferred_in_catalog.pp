$d = Deferred('mysql::password', ['R00tPass'])
notify { 'a': message => $d }
notify { 'b': message => "${d}" }
notify { 'c': message => String($d) }
notify { 'd': message => [$d] }
notify { 'e': message => Deferred('f') }
