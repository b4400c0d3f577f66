notify { 'x': message => "${Integer.new({from => 'x'})}" }
