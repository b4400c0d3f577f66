notify { 'x': message => "${Integer.new({from => '-12', abs => true})}" }
