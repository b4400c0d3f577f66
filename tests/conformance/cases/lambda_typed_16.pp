notify { 'x': message => "${[1,2].any |Enum['a'] $a| { true }}" }
