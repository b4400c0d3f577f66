notify { 'x': message => "${Integer.new('12', 8)} ${Integer.new('12', 16)} ${Integer.new('12', 2)}" }
