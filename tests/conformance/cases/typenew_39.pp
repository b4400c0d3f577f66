notify { 'x': message => "${Type.new('Array[String]') == Array[String]}" }
