notify { 'x': message => "${type(Integer[1,2])} ${type(Type[Integer])}" }
