notify { 'n': message => [String(Integer), "${Integer[1, 2]}", "${Optional[String]}", "${Hash[String, Integer]}"] }
