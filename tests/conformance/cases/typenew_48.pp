notify { 'x': message => "${Variant[Integer,Float].new('3')}" }
