notify { 'x': message => "${Numeric.new('0x10')} ${Numeric.new('1e3')} ${Numeric.new(' 5')}" }
