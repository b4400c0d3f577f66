notify { 'x': message => "${Float.new({from => '-1.5', abs => true})}" }
