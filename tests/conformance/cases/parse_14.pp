notify { 'x': message => "${'a/b' =~ /a\/b/} ${'a' =~ /[\/]/}" }
