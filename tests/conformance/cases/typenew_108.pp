notify { 'x': message => "${Integer.new(true)} ${Integer.new('0o17')}" }
