$re = /^a\sb$/
notify { 'x': message => "${'a b' =~ $re} ${'a/b' =~ /a\/b/} ${'a' =~ /\//}" }
