notify { 'x': message => "${Float.new({from => '2.5', abs => false})} ${Float.new(-3, true)}" }
