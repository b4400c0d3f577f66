notify { 'x': message => "${Type.new('Hash[String, Integer]')} ${Type.new('Optional[String]') =~ Type[Optional]}" }
