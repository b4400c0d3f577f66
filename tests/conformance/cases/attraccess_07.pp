define d($x = 5) { }
d { 'a': }
notify { 'n': message => [D['a']['x'], D['a'][x]] }
