notify { 'x': message => "${Array.new({a=>1}, true)}" }
