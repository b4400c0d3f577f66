notify { 'x': message => "${type(Deferred('x', []))} ${type(Sensitive('a')) =~ Type[Sensitive]}" }
