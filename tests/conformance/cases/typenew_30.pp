notify { 'x': message => "${Integer.new({from => 'ff', radix => 16})}" }
