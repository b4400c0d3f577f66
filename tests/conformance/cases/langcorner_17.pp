[1].each |$b, *$a| { notify { "a": message => "${a}" } }
