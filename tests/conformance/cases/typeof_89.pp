notify { 'x': message => "${type({1 => 'a', 2 => 'b'})} ${type({1 => 'a', 2 => 'b'}, 'generalized')}" }
