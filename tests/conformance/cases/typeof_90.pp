$t = type({name => 'x', port => 80})
notify { 'x': message => "${$t =~ Type[Hash[String, Any]]} ${$t =~ Type[Hash[String, String]]} ${$t =~ Type[Struct[{name => String, port => Integer}]]} ${$t =~ Type[Collection]}" }
