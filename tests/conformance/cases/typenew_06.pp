notify { 'x': message => "${Array.new('abc', true)}" }
