notify { 'x': message => "${Boolean.new('yes') |$b| { !$b }}" }
