notify { 'x': message => "${Binary.new('aGk=').length} ${Array(Binary('aGk='))} ${Array(Binary('aGk='), true)}" }
