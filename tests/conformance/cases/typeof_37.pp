notify { 'x': message => "${type([1,2,3], 'generalized') =~ Type[Array[Integer]]} ${type(['a','b'], 'generalized')}" }
