notify { 'x': message => "${type({}) =~ Type[Hash]} ${type([]) =~ Type[Array]} ${Hash[0,0]} ${type({}) == Hash[0,0]}" }
