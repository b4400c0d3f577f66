notify { 'x': message => "${Boolean.new('TRUE')} ${Boolean.new('No')} ${Boolean.new(0.0)} ${Boolean.new(true)}" }
