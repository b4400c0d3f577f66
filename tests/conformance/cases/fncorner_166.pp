notify { 'x': message => "${convert_to(['a', 1], Hash) |$h| { $h.keys }}" }
