notify { 'x': message => "${Boolean.new('true')} ${Boolean.new('no')} ${Boolean.new(0)} ${Boolean.new(1.0)} ${Boolean.new('Y')}" }
