notify { 'x': message => "${Type.new('Integer').new('5')} ${Type('String[1]')}" }
