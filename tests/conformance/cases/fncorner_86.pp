notify { 'x': message => "${convert_to(undef, 'Optional[Integer]')}" }
