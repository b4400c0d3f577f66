notify { 'x': message => "${Numeric.new('3.0')} ${Numeric.new('3')} ${Numeric.new(true)}" }
