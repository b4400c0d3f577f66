notify { 'x': message => "${with(undef) |Optional[Integer] $a| { $a }}" }
