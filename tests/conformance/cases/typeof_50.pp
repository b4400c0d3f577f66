notify { 'x': message => "${Binary('aGk=') =~ Type[Binary]} ${Binary} ${type(Binary)}" }
