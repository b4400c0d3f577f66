notify { 'x': message => "${[{a=>1}].each |Hash[String, Integer, 2] $h| { $h }}" }
