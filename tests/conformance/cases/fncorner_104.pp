notify { 'x': message => "${then(undef) || { 1 }}" }
