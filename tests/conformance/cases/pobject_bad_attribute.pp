$t = Object[{name => 'X', attributes => {x => 1}}]
notify { '1': message => "${t}" }
