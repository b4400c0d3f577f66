notify { 'x': message => "${Integer.new({from => '12', bogus => 1})}" }
