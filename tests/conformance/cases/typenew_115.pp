notify { 'x': message => "${Sensitive.new('s') =~ Sensitive} ${Sensitive[String].new('s').unwrap}" }
