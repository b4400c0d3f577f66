notify { 'x': message => "${Array.new({a=>1,b=>2})}" }
