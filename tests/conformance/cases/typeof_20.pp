notify { 'x': message => "${Binary('hello', '%s') =~ Binary} ${'x' =~ Binary} ${Binary('aGk=') == Binary('hi', '%s')}" }
