notify { 'x': message => "${type(Sensitive('a'))} ${type(Sensitive(1), 'generalized')}" }
