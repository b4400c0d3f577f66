notify { 'x': message => "${type({a=>1})} ${type({a=>1}, 'reduced')} ${type({a=>1}, 'generalized')}" }
