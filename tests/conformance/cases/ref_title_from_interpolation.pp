$r = File['/x']
notify { "${r}": }
notify { 'x': message => [$r, "${r}"] }
