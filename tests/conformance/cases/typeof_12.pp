notify { 'x': message => "${type('a') =~ Type[String]} ${type(1) =~ Type[Integer]} ${type(1) =~ Type[Numeric]} ${type(1) =~ Type[Float]}" }
