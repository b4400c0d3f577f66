notify { 'x': message => "${[{a=>1}].map |Hash[String,String] $a| { $a }}" }
