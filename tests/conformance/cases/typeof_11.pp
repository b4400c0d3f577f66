$h = {a=>1}
notify { 'x': message => "${type($h) =~ Type[Hash]} ${type($h) =~ Type[Struct]} ${type([1]) =~ Type[Array]} ${type([1]) =~ Type[Tuple]}" }
