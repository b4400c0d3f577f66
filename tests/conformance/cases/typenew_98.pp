notify { 'x': message => "${Optional[String].new(5)} ${NotUndef[Integer].new('5')}" }
