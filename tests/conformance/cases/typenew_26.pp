notify { 'x': message => "${Boolean.new('maybe')}" }
