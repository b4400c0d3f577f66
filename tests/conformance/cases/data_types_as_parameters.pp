notify { 'n': message => String[1] }
notify { 'm': message => [Integer[1, default], Array[String, 1], Optional[Integer]] }
