notify { 'x': message => "${type({a=>1}).keys}" }
