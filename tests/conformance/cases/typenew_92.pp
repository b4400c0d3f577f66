notify { 'x': message => "${Integer.new({radix => 8})}" }
