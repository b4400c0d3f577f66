notify { 'x': message => "${with([1,'b']) |Tuple[String, String] $a| { $a }}" }
