notify { 'x': message => "${String.new(42) |$x| { "<${x}>" }}" }
