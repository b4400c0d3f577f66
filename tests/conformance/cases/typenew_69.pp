notify { 'x': message => "${Integer.new({from => 3.5})}" }
