notify { 'x': message => "${type(5) =~ Type[Integer[0, 10]]} ${type(5) =~ Type[Integer[6]]} ${type(true) =~ Type[Boolean]} ${type(undef) =~ Type[Undef]}" }
