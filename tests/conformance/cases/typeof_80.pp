notify { 'x': message => "${Binary('hello', '%s') =~ Binary} ${Binary =~ Type} ${type(Binary('YQ=='), 'generalized')} ${[Binary('YQ==')]}" }
