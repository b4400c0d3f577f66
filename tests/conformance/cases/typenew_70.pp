notify { 'x': message => "${Float.new({from => '3', abs => 'yes'})}" }
