notify { 'x': message => "${unique('abca')} ${unique('aAb') |$c| { $c.downcase }}" }
