notify { 't': message => [String, Integer[1, 5], Array[String], Optional[Hash]] }
