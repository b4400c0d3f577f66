$x = /a\/b/
notify { 'x': message => "${'a/b' =~ $x}" }
