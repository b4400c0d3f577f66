notify { 'x': message => "${type(true)} ${type(undef)} ${type(default)} ${type(/a/)} ${type(/a/, 'generalized')}" }
